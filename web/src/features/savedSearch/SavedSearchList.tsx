import { Anchor, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { errorMessageOf, notify } from '../../app/notify';
import { useTRPC } from '../../app/trpc';
import { EmptyList } from '../../kit/EmptyList';
import { ErrorState } from '../../kit/ErrorState';
import { formatDate } from '../../kit/format';
import { LoadingState } from '../../kit/LoadingState';

/** The profile's saved searches: each opens the catalogue at its address, says whether its e-mails go, and can go. */
export const SavedSearchList = () => {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const searches = useQuery(trpc.savedSearch.list.queryOptions());
  const remove = useMutation(
    trpc.savedSearch.delete.mutationOptions({
      onSuccess: async () => {
        notify({ kind: 'success', message: 'The saved search is deleted', requestPath: 'savedSearch.delete' });
        await queryClient.invalidateQueries({ queryKey: trpc.savedSearch.list.queryKey() });
      },
      onError: (error) => notify({ kind: 'error', message: errorMessageOf(error), requestPath: 'savedSearch.delete' }),
    }),
  );
  return (
    <Stack gap="sm">
      {searches.isPending ? (
        <LoadingState rows={3} label="Loading the saved searches" />
      ) : searches.isError ? (
        <ErrorState message={errorMessageOf(searches.error)} onRetry={() => void searches.refetch()} />
      ) : searches.data.items.length === 0 ? (
        <EmptyList
          title="No saved searches"
          description="Filter the specialist catalogue and press 'Save this search': new matches come by e-mail, once a day at most."
        />
      ) : (
        <Stack gap="xs" component="ul" aria-label="Saved searches" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {searches.data.items.map((search) => (
            <Card key={search.id} component="li" withBorder radius="md" padding="sm" aria-label={search.title}>
              <Group justify="space-between" wrap="wrap">
                <Stack gap={2}>
                  <Anchor component={Link} to={`/staff${search.query ? `?${search.query}` : ''}`} fw={600}>
                    {search.title}
                  </Anchor>
                  <Text size="xs" c="dimmed">
                    Saved {formatDate(search.createdAt)}
                    {search.lastDigestAt ? ` · last e-mail ${formatDate(search.lastDigestAt)}` : ''}
                  </Text>
                </Stack>
                <Group gap="xs">
                  <Badge color={search.alerts ? 'indigo' : 'gray'} variant="light">
                    {search.alerts ? 'E-mails on' : 'Unsubscribed'}
                  </Badge>
                  <Button
                    size="xs"
                    variant="default"
                    color="red"
                    loading={remove.isPending && remove.variables?.savedSearchId === search.id}
                    onClick={() => remove.mutate({ savedSearchId: search.id })}
                    aria-label={`Delete ${search.title}`}
                  >
                    Delete
                  </Button>
                </Group>
              </Group>
            </Card>
          ))}
        </Stack>
      )}
    </Stack>
  );
};
