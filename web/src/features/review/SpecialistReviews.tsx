import { Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { reviewRules } from '../../../../domain/review/review.rules';
import { useTRPC } from '../../app/trpc';
import { formatDate } from '../../kit/format';
import { ReviewCard } from './ReviewCard';

/**
 * The reviews on the public specialist page (server-rendered with the page): the average and the count from three
 * visible reviews on, then each review. Nothing shows while there are none.
 */
export const SpecialistReviews = ({ specialistId }: { readonly specialistId: string }) => {
  const trpc = useTRPC();
  const reviews = useQuery(trpc.review.ofSpecialist.queryOptions({ id: specialistId }));
  if (!reviews.data || reviews.data.count === 0) return null;
  const { count, average, items } = reviews.data;
  return (
    <section aria-labelledby="reviews-title">
      <Title id="reviews-title" order={2} size="h3" mt={48} mb="xs">
        Reviews
      </Title>
      {average !== null ? (
        <Text mb="md" fw={500}>
          Average {average.toFixed(1)} of 5 from {count} reviews
        </Text>
      ) : (
        <Text mb="md" size="sm" c="dimmed">
          {count === 1 ? '1 review' : `${count} reviews`}; the average shows from {reviewRules.minReviewsForAverage}{' '}
          reviews
        </Text>
      )}
      <Stack gap="md">
        {items.map((review) => (
          <ReviewCard
            key={review.id}
            review={review}
            title={`Review from ${review.clientCompanyName ?? 'a client'}, ${formatDate(review.writtenAt)}`}
          />
        ))}
      </Stack>
    </section>
  );
};
