import { Button, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { z } from 'zod';
import { HideReviewInput } from '../../../../application/review/schemas';
import { reviewRules } from '../../../../domain/review/review.rules';
import { errorMessageOf, notify } from '../../app/notify';
import { useTRPC } from '../../app/trpc';
import { EmptyList } from '../../kit/EmptyList';
import { ErrorState } from '../../kit/ErrorState';
import { formatDate } from '../../kit/format';
import { SchemaForm } from '../../kit/form/SchemaForm';
import { sendForm } from '../../kit/form/sendForm';
import { SubmitButton } from '../../kit/form/SubmitButton';
import { TextareaField } from '../../kit/form/TextareaField';
import { LoadingState } from '../../kit/LoadingState';
import { HiddenBadge, ReviewCard } from './ReviewCard';

type HideValues = z.input<typeof HideReviewInput>;

/** Every review for staff, with the companies behind it; 'Hide' takes a review off the public page with a reason. */
export const ManagerReviews = () => {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const reviews = useQuery(trpc.review.managerList.queryOptions({ count: 100 }));
  const [hiding, setHiding] = useState<string | null>(null);
  const hide = useMutation(trpc.review.hide.mutationOptions());
  const submit = (values: HideValues) =>
    sendForm(
      () => hide.mutateAsync(values),
      ['id', 'reason'],
      () => {
        setHiding(null);
        void queryClient.invalidateQueries({ queryKey: trpc.review.managerList.pathKey() });
        notify({ kind: 'success', message: 'The review is hidden from the public', requestPath: 'review.hide' });
      },
    );
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
            hiding === review.id ? (
              <SchemaForm<HideValues>
                label={`Hide the review of ${review.specialistName}`}
                schema={HideReviewInput}
                initialValues={{ id: review.id, reason: '' }}
                onSubmit={submit}
              >
                <TextareaField
                  name="reason"
                  label="Why it is hidden"
                  description="Kept in the review's history; the public no longer sees the review"
                  maxLength={reviewRules.maxReasonLength}
                />
                <div>
                  <SubmitButton>Hide review</SubmitButton>
                </div>
              </SchemaForm>
            ) : (
              <div>
                <Button
                  variant="light"
                  color="red"
                  onClick={() => setHiding(review.id)}
                  aria-label={`Hide the review of ${review.specialistName}`}
                >
                  Hide
                </Button>
              </div>
            )
          ) : null}
        </ReviewCard>
      ))}
    </Stack>
  );
};
