import { Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { errorMessageOf } from '../../app/notify';
import type { RouterOutputs } from '../../app/trpc';
import { ErrorState } from '../../kit/ErrorState';
import { formatDateTime } from '../../kit/format';
import { LoadingState } from '../../kit/LoadingState';
import { SectionCard } from '../../kit/SectionCard';

type History = RouterOutputs['reference']['categoryHistory'];

/** The latest changes of the tree: what, who (and the manager acting as them), when. */
export const CategoryHistory = ({ query }: { readonly query: UseQueryResult<History, unknown> }) => (
  <SectionCard title="Latest changes">
    {query.isPending ? (
      <LoadingState rows={4} label="Loading the latest changes" />
    ) : query.isError ? (
      <ErrorState message={errorMessageOf(query.error)} onRetry={() => void query.refetch()} />
    ) : query.data.length === 0 ? (
      <Text size="sm" c="dimmed">
        No changes yet.
      </Text>
    ) : (
      <Stack component="ol" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
        {query.data.map((entry, index) => (
          <li key={`${entry.at}-${index}`}>
            <Text size="sm">
              <Text span fw={600}>
                {entry.title}
              </Text>{' '}
              {entry.change}
            </Text>
            <Text size="xs" c="dimmed">
              {formatDateTime(entry.at)} · {entry.actorName ?? 'Unknown user'}
              {entry.emulatedByName ? ` (by ${entry.emulatedByName})` : ''}
            </Text>
          </li>
        ))}
      </Stack>
    )}
  </SectionCard>
);
