import { Anchor, Card, Group, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTRPC } from '../../app/trpc';
import { formatDate } from '../../kit/format';

/** The personal area's hint when new terms are scheduled: from when, and a link to read them. */
export const TermsChangeHint = () => {
  const trpc = useTRPC();
  const info = useQuery({ ...trpc.content.termsInfo.queryOptions(), retry: false, staleTime: 5 * 60_000 });
  const next = info.data?.nextVersionId
    ? { id: info.data.nextVersionId, from: info.data.nextVersionEffectiveFrom }
    : null;
  if (!next) return null;
  return (
    <Card withBorder radius="md" padding="sm" component="aside" aria-label="Terms and conditions change">
      <Group gap="xs" wrap="wrap">
        <Text size="sm" fw={600}>
          New terms from {formatDate(next.from)}
        </Text>
        <Anchor component={Link} to={`/terms-and-conditions?version_id=${next.id}`} size="sm">
          Read the new terms
        </Anchor>
      </Group>
    </Card>
  );
};
