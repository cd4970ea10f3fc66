import { Alert, Button, Container, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { errorMessageOf } from '../../app/notify';
import { useTRPC } from '../../app/trpc';
import { ErrorState } from '../../kit/ErrorState';
import { LoadingState } from '../../kit/LoadingState';

/**
 * The digest's 'Stop these e-mails' link, signed out: the token names the search. Opening the page changes nothing
 * (mail scanners open links); the button stops the e-mails.
 */
export const UnsubscribePage = () => {
  const { token = '' } = useParams();
  const trpc = useTRPC();
  const info = useQuery(trpc.savedSearch.unsubscribeInfo.queryOptions({ token }));
  const stop = useMutation(trpc.savedSearch.unsubscribe.mutationOptions());
  const stopped = stop.isSuccess || info.data?.alerts === false;
  return (
    <Container size="sm" py="xl">
      <Stack>
        <Title order={1}>Saved search e-mails</Title>
        {info.isPending ? (
          <LoadingState rows={2} label="Loading the saved search" />
        ) : info.isError ? (
          <ErrorState message={errorMessageOf(info.error)} onRetry={() => void info.refetch()} />
        ) : stopped ? (
          <Alert color="green" variant="light" role="status" title="Unsubscribed">
            You will get no more e-mails for the saved search {info.data.title}.
          </Alert>
        ) : (
          <>
            <Text>You get one e-mail a day at most when new specialists match the saved search {info.data.title}.</Text>
            {stop.isError ? (
              <Alert color="red" variant="light" role="alert">
                {errorMessageOf(stop.error)}
              </Alert>
            ) : null}
            <Button w="fit-content" loading={stop.isPending} onClick={() => stop.mutate({ token })}>
              Stop these e-mails
            </Button>
          </>
        )}
      </Stack>
    </Container>
  );
};
