import { Stack, Text } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { AnswerReviewInput } from '../../../../application/review/schemas';
import { reviewRules } from '../../../../domain/review/review.rules';
import { errorMessageOf } from '../../app/notify';
import { useTRPC } from '../../app/trpc';
import { ErrorState } from '../../kit/ErrorState';
import { LoadingState } from '../../kit/LoadingState';
import { SectionCard } from '../../kit/SectionCard';
import { HiddenBadge, ReviewCard } from './ReviewCard';
import { ReviewTextAction } from './ReviewTextAction';

/** The reviews of the agency's specialists, each with 'Answer' once: the answer is public, under the review. */
export const AgencyReviews = () => {
  const trpc = useTRPC();
  const reviews = useQuery(trpc.review.agencyList.queryOptions({ count: 100 }));
  const answer = useMutation(trpc.review.answer.mutationOptions());
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
                <ReviewTextAction
                  reviewId={review.id}
                  field="text"
                  schema={AnswerReviewInput}
                  maxLength={reviewRules.maxAnswerLength}
                  send={(values) => answer.mutateAsync(values)}
                  refresh={trpc.review.agencyList.pathKey()}
                  requestPath="review.answer"
                  words={{
                    open: 'Answer',
                    openName: `Answer the review of ${review.specialistName}`,
                    form: `Answer to the review of ${review.specialistName}`,
                    label: 'Your answer',
                    description: 'Shown publicly under the review; you answer once',
                    submit: 'Publish answer',
                    done: 'Your answer is published',
                  }}
                />
              ) : null}
            </ReviewCard>
          ))}
        </Stack>
      )}
    </SectionCard>
  );
};
