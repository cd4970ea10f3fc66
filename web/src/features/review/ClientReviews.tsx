import { Button, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { WriteReviewInput } from '../../../../application/review/schemas';
import { errorMessageOf, notify } from '../../app/notify';
import { useTRPC } from '../../app/trpc';
import { ErrorState } from '../../kit/ErrorState';
import { sendForm } from '../../kit/form/sendForm';
import { LoadingState } from '../../kit/LoadingState';
import { SectionCard } from '../../kit/SectionCard';
import { HiddenBadge, ReviewCard } from './ReviewCard';
import { ReviewForm, type ReviewValues } from './ReviewForm';

/** The server's refusals land at the fields the schema names. */
const fields = Object.keys(WriteReviewInput.shape);

/**
 * The client's reviews of its specialists on projects: each engagement with its review, 'Write a review' when the rule
 * allows it now, or the reason it does not yet. `specialists` names the candidates (the page already lists them) and
 * their periods: one specialist may have worked on several of the client's projects.
 */
export const ClientReviews = ({
  specialists,
}: {
  readonly specialists: readonly { readonly candidateId: string; readonly name: string; readonly period?: string }[];
}) => {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const engagements = useQuery(trpc.review.engagements.queryOptions());
  const [writing, setWriting] = useState<string | null>(null);
  const write = useMutation(trpc.review.write.mutationOptions());
  const specialistOf = (candidateId: string) => specialists.find((s) => s.candidateId === candidateId);

  const submit = (values: ReviewValues) =>
    sendForm(
      () => write.mutateAsync(values),
      fields,
      () => {
        setWriting(null);
        void queryClient.invalidateQueries({ queryKey: trpc.review.engagements.queryKey() });
        notify({ kind: 'success', message: 'Your review is published', requestPath: 'review.write' });
      },
    );

  return (
    <SectionCard title="Reviews">
      {engagements.isPending ? (
        <LoadingState rows={2} label="Loading reviews" />
      ) : engagements.isError ? (
        <ErrorState message={errorMessageOf(engagements.error)} onRetry={() => void engagements.refetch()} />
      ) : engagements.data.items.length === 0 ? (
        <Text c="dimmed">A specialist can be reviewed once they have worked on one of your projects.</Text>
      ) : (
        <Stack gap="md">
          {engagements.data.items.map((engagement) => {
            const specialist = specialistOf(engagement.candidateId);
            const name = specialist?.name ?? 'The specialist';
            const engaged = specialist?.period ? `${name}, ${specialist.period}` : name;
            if (engagement.review)
              return (
                <ReviewCard
                  key={engagement.candidateId}
                  review={{ ...engagement.review, clientCompanyName: null }}
                  title={`Your review of ${name}`}
                  status={engagement.review.hidden ? <HiddenBadge /> : null}
                >
                  <Text size="sm" c="dimmed">
                    {engaged}
                    {engagement.review.showClientName
                      ? ', shown with your company name'
                      : ', without your company name'}
                  </Text>
                </ReviewCard>
              );
            return (
              <Stack key={engagement.candidateId} gap="xs">
                <Text fw={500}>{engaged}</Text>
                {engagement.allowedActions.includes('write') ? (
                  writing === engagement.candidateId ? (
                    <ReviewForm
                      candidateId={engagement.candidateId}
                      name={name}
                      onSubmit={submit}
                      onCancel={() => setWriting(null)}
                    />
                  ) : (
                    <div>
                      <Button
                        variant="light"
                        onClick={() => setWriting(engagement.candidateId)}
                        aria-label={`Write a review of ${name}`}
                      >
                        Write a review
                      </Button>
                    </div>
                  )
                ) : (
                  <Text size="sm" c="dimmed">
                    {engagement.refusal}
                  </Text>
                )}
              </Stack>
            );
          })}
        </Stack>
      )}
    </SectionCard>
  );
};
