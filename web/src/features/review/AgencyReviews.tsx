import { Button, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { z } from 'zod';
import { AnswerReviewInput } from '../../../../application/review/schemas';
import { reviewRules } from '../../../../domain/review/review.rules';
import { errorMessageOf, notify } from '../../app/notify';
import { useTRPC } from '../../app/trpc';
import { ErrorState } from '../../kit/ErrorState';
import { SchemaForm } from '../../kit/form/SchemaForm';
import { sendForm } from '../../kit/form/sendForm';
import { SubmitButton } from '../../kit/form/SubmitButton';
import { TextareaField } from '../../kit/form/TextareaField';
import { LoadingState } from '../../kit/LoadingState';
import { SectionCard } from '../../kit/SectionCard';
import { HiddenBadge, ReviewCard } from './ReviewCard';

type AnswerValues = z.input<typeof AnswerReviewInput>;

/** The reviews of the agency's specialists, each with 'Answer' once: the answer is public, under the review. */
export const AgencyReviews = () => {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const reviews = useQuery(trpc.review.agencyList.queryOptions({ count: 100 }));
  const [answering, setAnswering] = useState<string | null>(null);
  const answer = useMutation(trpc.review.answer.mutationOptions());
  const submit = (values: AnswerValues) =>
    sendForm(
      () => answer.mutateAsync(values),
      ['id', 'text'],
      () => {
        setAnswering(null);
        void queryClient.invalidateQueries({ queryKey: trpc.review.agencyList.pathKey() });
        notify({ kind: 'success', message: 'Your answer is published', requestPath: 'review.answer' });
      },
    );
  if (reviews.isPending) return <LoadingState rows={2} label="Loading reviews" />;
  if (reviews.isError)
    return <ErrorState message={errorMessageOf(reviews.error)} onRetry={() => void reviews.refetch()} />;
  return (
    <SectionCard title="Reviews of your specialists">
      {reviews.data.items.length === 0 ? (
        <Text c="dimmed">No client has reviewed your specialists yet.</Text>
      ) : (
        <Stack gap="md">
          {reviews.data.items.map((review) => (
            <ReviewCard
              key={review.id}
              review={review}
              title={`Review of ${review.specialistName}`}
              status={review.hidden ? <HiddenBadge /> : null}
            >
              <Text size="sm" c="dimmed">
                About {review.specialistName}
              </Text>
              {review.allowedActions.includes('answer') ? (
                answering === review.id ? (
                  <SchemaForm<AnswerValues>
                    label={`Answer to the review of ${review.specialistName}`}
                    schema={AnswerReviewInput}
                    initialValues={{ id: review.id, text: '' }}
                    onSubmit={submit}
                  >
                    <TextareaField
                      name="text"
                      label="Your answer"
                      description="Shown publicly under the review; you answer once"
                      maxLength={reviewRules.maxAnswerLength}
                    />
                    <div>
                      <SubmitButton>Publish answer</SubmitButton>
                    </div>
                  </SchemaForm>
                ) : (
                  <div>
                    <Button
                      variant="light"
                      onClick={() => setAnswering(review.id)}
                      aria-label={`Answer the review of ${review.specialistName}`}
                    >
                      Answer
                    </Button>
                  </div>
                )
              ) : null}
            </ReviewCard>
          ))}
        </Stack>
      )}
    </SectionCard>
  );
};
