import { Stack, Text } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { HideReviewInput } from '../../../../application/review/schemas';
import { reviewRules } from '../../../../domain/review/review.rules';
import { errorMessageOf } from '../../app/notify';
import { useTRPC } from '../../app/trpc';
import { EmptyList } from '../../kit/EmptyList';
import { ErrorState } from '../../kit/ErrorState';
import { formatDate } from '../../kit/format';
import { LoadingState } from '../../kit/LoadingState';
import { HiddenBadge, ReviewCard } from './ReviewCard';
import { ReviewTextAction } from './ReviewTextAction';

/** Every review for staff, with the companies behind it; 'Hide' takes a review off the public page with a reason. */
export const ManagerReviews = () => {
  const trpc = useTRPC();
  const reviews = useQuery(trpc.review.managerList.queryOptions({ count: 100 }));
  const hide = useMutation(trpc.review.hide.mutationOptions());
  if (reviews.isPending) return <LoadingState rows={3} label="Loading reviews" />;
  if (reviews.isError)
    return <ErrorState message={errorMessageOf(reviews.error)} onRetry={() => void reviews.refetch()} />;
  if (reviews.data.items.length === 0) return <EmptyList title="No reviews yet" />;
  return (
    <Stack gap="md">
      {reviews.data.items.map((review) => (
        <ReviewCard
          key={review.id}
          review={review}
          title={`Review of ${review.specialistName}`}
          status={review.hiddenAt ? <HiddenBadge /> : null}
        >
          <Text size="sm" c="dimmed">
            {review.specialistName} of {review.agencyName}, by {review.clientCompanyName}
            {review.showClientName ? ' (name shown)' : ' (name not shown)'}
          </Text>
          {review.hiddenAt ? (
            <Text size="sm">
              Hidden on {formatDate(review.hiddenAt)}: {review.hiddenReason}
            </Text>
          ) : null}
          {review.allowedActions.includes('hide') ? (
            <ReviewTextAction
              reviewId={review.id}
              field="reason"
              schema={HideReviewInput}
              maxLength={reviewRules.maxReasonLength}
              send={(values) => hide.mutateAsync(values)}
              refresh={trpc.review.managerList.pathKey()}
              requestPath="review.hide"
              colour="red"
              words={{
                open: 'Hide',
                openName: `Hide the review of ${review.specialistName}`,
                form: `Hide the review of ${review.specialistName}`,
                label: 'Why it is hidden',
                description: "Kept in the review's history; the public no longer sees the review",
                submit: 'Hide review',
                done: 'The review is hidden from the public',
              }}
            />
          ) : null}
        </ReviewCard>
      ))}
    </Stack>
  );
};
