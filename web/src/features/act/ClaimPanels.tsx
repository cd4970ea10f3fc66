import { Stack, Text } from '@mantine/core';
import { useEffect, useState, type ReactNode } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notify, notifyError } from '../../app/notify';
import { useTRPC } from '../../app/trpc';
import { ClaimForm } from './ClaimForm';
import { ClaimList } from './ClaimList';
import { sendForm } from '../../kit/form/sendForm';
import { ErrorState } from '../../kit/ErrorState';
import { LoadingState } from '../../kit/LoadingState';
import { SectionCard } from '../../kit/SectionCard';
import { errorMessageOf } from '../../app/notify';

/** A claim's conversation, composed by the page (a feature does not import another). */
type ClaimThread = (claim: { readonly id: string; readonly specialistName: string }) => ReactNode;

/** The manager's claims (and, with `candidateId`, those of one candidate): answer and close. */
export const ManagerClaims = ({
  candidateId,
  renderThread,
}: {
  readonly candidateId?: string;
  readonly renderThread?: ClaimThread;
}) => {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const claims = useQuery({
    ...trpc.act.claims.queryOptions(candidateId ? { candidateId, count: 100 } : { count: 100 }),
    placeholderData: keepPreviousData,
  });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: trpc.act.claims.pathKey() });
  const answer = useMutation(
    trpc.act.answerClaim.mutationOptions({
      onSuccess: () => {
        refresh();
        notify({ kind: 'success', message: 'The answer was sent to the client', requestPath: 'act.answerClaim' });
      },
      onError: (e) => notifyError(e, 'act.answerClaim'),
    }),
  );
  const close = useMutation(
    trpc.act.closeClaim.mutationOptions({
      onSuccess: () => {
        refresh();
        notify({ kind: 'success', message: 'The claim is closed', requestPath: 'act.closeClaim' });
      },
      onError: (e) => notifyError(e, 'act.closeClaim'),
    }),
  );
  if (claims.isPending) return <LoadingState rows={3} label="Loading claims" />;
  if (claims.isError)
    return <ErrorState message={errorMessageOf(claims.error)} onRetry={() => void claims.refetch()} />;
  return (
    <ClaimList
      side="manager"
      claims={claims.data.items}
      busy={answer.isPending || close.isPending}
      onAnswer={async (id, text) => {
        try {
          await answer.mutateAsync({ id, answer: text });
          return true;
        } catch {
          return false;
        }
      }}
      onClose={(id) => close.mutate({ id })}
      renderThread={renderThread}
    />
  );
};

/** The client's claims on the specialists-on-projects page: file one about a specialist, read the platform's answers. */
export const ClientClaimsSection = ({
  specialists,
  chosen,
  loadingSpecialists = false,
  renderThread,
}: {
  readonly specialists: readonly { readonly candidateId: string; readonly name: string }[];
  /** The specialist the page was opened for, chosen in the form. */
  readonly chosen?: string | null;
  /** The specialists are still being read: the form waits instead of saying there is nobody. */
  readonly loadingSpecialists?: boolean;
  readonly renderThread?: ClaimThread;
}) => {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const claims = useQuery(trpc.act.ownClaims.queryOptions({ count: 100 }));
  const create = useMutation(trpc.act.createClaim.mutationOptions());
  // A filed claim leaves a fresh, untouched form for the next one.
  const [formKey, setFormKey] = useState(0);
  // Opened from a candidate row's 'File a claim', the form comes into view with that specialist chosen.
  const chosenKnown = Boolean(chosen && specialists.some((s) => s.candidateId === chosen));
  useEffect(() => {
    if (chosenKnown) document.getElementById('file-a-claim')?.scrollIntoView({ block: 'start' });
  }, [chosen, chosenKnown]);
  return (
    <Stack gap="lg" mt="xl">
      {specialists.length > 0 ? (
        <SectionCard title="File a claim" id="file-a-claim">
          <ClaimForm
            key={`${formKey}-${chosen ?? ''}`}
            specialists={specialists}
            chosen={chosen ?? null}
            onSubmit={(values) =>
              sendForm(
                () =>
                  create.mutateAsync({
                    candidateId: values.candidateId,
                    reasons: values.reasons as never,
                    comment: values.comment ?? '',
                  }),
                ['candidateId', 'reasons', 'comment'],
                () => {
                  void queryClient.invalidateQueries({ queryKey: trpc.act.ownClaims.pathKey() });
                  setFormKey((k) => k + 1);
                  notify({
                    kind: 'success',
                    message: 'Your claim was sent to the platform',
                    requestPath: 'act.createClaim',
                  });
                },
              )
            }
          />
        </SectionCard>
      ) : loadingSpecialists ? null : (
        <SectionCard title="File a claim">
          <Text size="sm" c="dimmed">
            Nobody works on your projects yet: a claim can be filed about a specialist from the first day of their
            booking.
          </Text>
        </SectionCard>
      )}
      <SectionCard title="Your claims">
        {claims.isPending ? (
          <LoadingState rows={2} label="Loading your claims" />
        ) : claims.isError ? (
          <ErrorState message={errorMessageOf(claims.error)} onRetry={() => void claims.refetch()} />
        ) : (
          <ClaimList side="client" claims={claims.data.items} renderThread={renderThread} />
        )}
      </SectionCard>
    </Stack>
  );
};
