import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Form } from 'react-final-form';
import { REQUEST_LIMITS } from '../../../../application/clientRequest/schemas';
import { notify } from '../../app/notify';
import { httpStatusOf, useTRPC } from '../../app/trpc';
import { ErrorState } from '../../kit/ErrorState';
import { FormErrorAlert } from '../../kit/form/FormErrorAlert';
import { MultiSelectField } from '../../kit/form/MultiSelectField';
import { SelectField } from '../../kit/form/SelectField';
import { SubmitButton } from '../../kit/form/SubmitButton';
import { submitErrorsOf } from '../../kit/form/submitErrors';
import { TextareaField } from '../../kit/form/TextareaField';
import { formatHourlyPrice } from '../../kit/format';
import { LoadingState } from '../../kit/LoadingState';
import { errorMessageOf } from '../../app/notify';

type RespondValues = { specialistIds: string[]; teamId: string | null; comment: string };
const fields = ['specialistIds', 'teamId', 'comment'];

/**
 * The agency's answer on the public request page: its published specialists (or a team) and a comment. Its earlier
 * answer fills the form; sending again edits it, and it can be withdrawn while the request is open.
 */
export const RespondForm = ({ requestId }: { readonly requestId: string }) => {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const choices = useQuery(trpc.clientRequest.respondChoices.queryOptions());
  const mine = useQuery({
    ...trpc.clientRequest.myResponseTo.queryOptions({ requestId }),
    retry: (count, error) => httpStatusOf(error) !== 404 && count < 2,
  });
  const respond = useMutation(trpc.clientRequest.respond.mutationOptions());
  const withdraw = useMutation(trpc.clientRequest.withdrawResponse.mutationOptions());
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.clientRequest.pathKey() });
  const existing = mine.isSuccess ? mine.data : null;
  // The same object while the answer is the same, so the form does not start over on every render.
  const initialValues = useMemo<RespondValues>(
    () => ({
      specialistIds: existing?.proposals.filter((p) => !p.teamId).map((p) => p.specialistId) ?? [],
      teamId: existing?.proposals.find((p) => p.teamId)?.teamId ?? null,
      comment: existing?.comment ?? '',
    }),
    [existing],
  );

  if (choices.isPending || mine.isPending) return <LoadingState rows={4} label="Loading your specialists" />;
  if (choices.isError)
    return <ErrorState message={errorMessageOf(choices.error)} onRetry={() => void choices.refetch()} />;
  if (mine.isError && httpStatusOf(mine.error) !== 404)
    return <ErrorState message={errorMessageOf(mine.error)} onRetry={() => void mine.refetch()} />;
  if (choices.data.specialists.length === 0) {
    return (
      <Text size="sm">
        You have no specialists in the catalogue yet. Once a manager publishes one of your specialists, you can propose
        them here.
      </Text>
    );
  }
  const standing = existing?.status === 'submitted';

  const onSubmit = async (values: RespondValues) => {
    try {
      await respond.mutateAsync({
        requestId,
        specialistIds: values.specialistIds,
        teamId: values.teamId,
        comment: values.comment,
      });
    } catch (error) {
      return submitErrorsOf(error, fields);
    }
    notify({
      kind: 'success',
      message: standing ? 'Your response was updated' : 'Your response was sent to the client',
      requestPath: 'clientRequest.respond',
    });
    await refresh();
    return undefined;
  };

  return (
    <Stack gap="sm">
      {existing ? (
        <Alert
          color={standing ? 'indigo' : 'gray'}
          variant="light"
          role="status"
          title={standing ? 'You responded to this request' : 'You withdrew your response'}
        >
          {standing
            ? 'Change your proposal below and send it again, or withdraw it.'
            : 'You can respond again while the request is open.'}
        </Alert>
      ) : null}
      <Form<RespondValues>
        onSubmit={onSubmit}
        initialValues={initialValues}
        render={({ handleSubmit }) => (
          <form onSubmit={handleSubmit} noValidate aria-label="Respond to the request">
            <Stack gap="sm">
              <FormErrorAlert />
              <MultiSelectField
                name="specialistIds"
                label="Your specialists"
                description="Published in the catalogue; the client sees them as the catalogue shows them, at their catalogue price"
                options={choices.data.specialists.map((s) => ({
                  value: s.specialistId,
                  label: `${s.name} ${s.surname}, ${s.specialization || 'Specialist'}, ${formatHourlyPrice(s.catalogPriceCents)}`,
                }))}
                maxValues={REQUEST_LIMITS.proposals}
              />
              {choices.data.teams.length > 0 ? (
                <SelectField
                  name="teamId"
                  label="Or one of your teams"
                  options={choices.data.teams.map((t) => ({
                    value: t.id,
                    label: `${t.name} (${t.specialistIds.length})`,
                  }))}
                  placeholder="No team"
                />
              ) : null}
              <TextareaField
                name="comment"
                label="Comment to the client"
                maxLength={REQUEST_LIMITS.comment}
                minRows={3}
              />
              <Group justify="space-between">
                {existing && existing.allowedActions.includes('withdraw') ? (
                  <Button
                    variant="default"
                    color="red"
                    loading={withdraw.isPending}
                    onClick={async () => {
                      try {
                        await withdraw.mutateAsync({ responseId: existing.id });
                        notify({
                          kind: 'success',
                          message: 'Your response was withdrawn',
                          requestPath: 'clientRequest.withdraw',
                        });
                        await refresh();
                      } catch (error) {
                        notify({
                          kind: 'error',
                          message: errorMessageOf(error),
                          requestPath: 'clientRequest.withdraw',
                        });
                      }
                    }}
                  >
                    Withdraw response
                  </Button>
                ) : (
                  <span />
                )}
                <SubmitButton>{standing ? 'Update response' : 'Send response'}</SubmitButton>
              </Group>
            </Stack>
          </form>
        )}
      />
    </Stack>
  );
};
