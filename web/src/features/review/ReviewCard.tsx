import { Badge, Blockquote, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { reviewCriteria, type ReviewScores } from '../../../../domain/review/review.rules';
import { formatDate } from '../../kit/format';
import { criterionWords, scoreInWords } from './reviewWords';

export type ShownReview = {
  readonly id: string;
  readonly scores: ReviewScores;
  readonly text: string;
  readonly writtenAt: string;
  readonly clientCompanyName: string | null;
  readonly answer: { readonly text: string; readonly at: string } | null;
};

/** One review as every side reads it: the scores in words, the text, who wrote it as far as allowed, the answer. */
export const ReviewCard = ({
  review,
  title,
  status,
  children,
}: {
  readonly review: ShownReview;
  /** The article's name (the specialist's, in lists of several specialists). */
  readonly title: string;
  readonly status?: ReactNode;
  readonly children?: ReactNode;
}) => (
  <Paper component="article" aria-label={title} withBorder radius="md" p="md">
    <Stack gap="xs">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text fw={700}>
          {criterionWords.overall}: {scoreInWords(review.scores.overall)}
        </Text>
        <Group gap="xs">
          {status}
          <Text size="sm" c="dimmed">
            {review.clientCompanyName ?? 'A client'}, {formatDate(review.writtenAt)}
          </Text>
        </Group>
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing={4} verticalSpacing={2}>
        {reviewCriteria.map((criterion) => (
          <Text key={criterion} size="sm">
            {criterionWords[criterion]}: {scoreInWords(review.scores[criterion])}
          </Text>
        ))}
      </SimpleGrid>
      {review.text ? <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{review.text}</Text> : null}
      {review.answer ? (
        <Blockquote p="sm" mt="xs" cite={`The specialist's team, ${formatDate(review.answer.at)}`}>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {review.answer.text}
          </Text>
        </Blockquote>
      ) : null}
      {children}
    </Stack>
  </Paper>
);

export const HiddenBadge = () => (
  <Badge color="gray" variant="light">
    Hidden by the platform
  </Badge>
);
