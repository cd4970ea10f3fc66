import { Anchor, Badge, Card, Group, List, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { RouterOutputs } from '../../app/trpc';
import { EmptyList } from '../../kit/EmptyList';
import { formatHourlyPrice } from '../../kit/format';
import { gradeLabels } from './clientRequestLabels';

export type RequestMatch = RouterOutputs['clientRequest']['matches']['items'][number];

/** The manager's specialist page, where a match is opened. */
const specialistPath = (id: string) => `/manager/specialists/${id}`;

/**
 * A published request's matches, best first: each specialist with its agency, score and the reasons in words the
 * server gave (domain/matching/matching.ts); the page never computes a reason itself.
 */
export const RequestMatches = ({ matches }: { readonly matches: readonly RequestMatch[] }) => {
  if (matches.length === 0)
    return (
      <EmptyList
        title="No matching specialists"
        description="No published specialist shares a skill, subcategory or category with the request and is free for its whole period."
      />
    );
  return (
    <Stack
      gap="sm"
      component="ol"
      aria-label="Matching specialists, best first"
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {matches.map((match, index) => (
        <Card
          key={match.specialistId}
          component="li"
          withBorder
          radius="md"
          padding="sm"
          aria-label={`Match ${index + 1}: ${match.name}`}
        >
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <Stack gap={2}>
              <Anchor component={Link} to={specialistPath(match.specialistId)} fw={600} underline="always">
                {match.name}
              </Anchor>
              <Text size="xs" c="dimmed">
                {[
                  match.specialization,
                  match.grade ? (gradeLabels[match.grade] ?? match.grade) : null,
                  match.agencyName,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Text>
              <Text size="sm">{formatHourlyPrice(match.catalogPriceCents)}</Text>
            </Stack>
            <Badge variant="light" color="indigo">
              Score {match.score}
            </Badge>
          </Group>
          <List size="sm" mt="xs" aria-label={`Why ${match.name} matches`}>
            {match.reasons.map((reason) => (
              <List.Item key={reason}>{reason}</List.Item>
            ))}
          </List>
        </Card>
      ))}
    </Stack>
  );
};
