import { Anchor, Button, Group, Pagination, Stack, Text, Timeline } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessageOf } from '../../../app/notify';
import { useTRPC } from '../../../app/trpc';
import { HistoryEntryMeta } from '../../history/HistoryEntryMeta';
import { SectionCard } from '../../../kit/SectionCard';
import { ErrorState } from '../../../kit/ErrorState';
import { LoadingState } from '../../../kit/LoadingState';
import { AsOfControl } from '../../history/AsOfControl';
import { solutionDetailLinesOf, solutionEventWordsOf } from './solutionHistoryWords';

const PAGE_SIZE = 20;

type Props = {
  readonly solutionId: string;
  /** The past moment shown above, if any. */
  readonly at: Date | null;
  /** Opens the solution as it was at a moment (right after an event, or any moment typed). */
  readonly onViewAt: (at: Date) => void;
};

/** Every event of the solution, newest first: what, who, as whom, when; each version can be opened (managers only). */
export const SolutionHistory = ({ solutionId, at, onViewAt }: Props) => {
  const trpc = useTRPC();
  const [page, setPage] = useState(1);
  const history = useQuery({ ...trpc.solution.history.queryOptions({ solutionId, page, count: PAGE_SIZE }), placeholderData: keepPreviousData });

  return (
    <SectionCard title="History">
      <Stack mb="md">
        <AsOfControl at={at} onChoose={onViewAt} subject="solution" />
      </Stack>
      {history.isPending ? (
        <LoadingState rows={6} label="Loading the history" />
      ) : history.isError ? (
        <ErrorState message={errorMessageOf(history.error)} onRetry={() => void history.refetch()} />
      ) : history.data.items.length === 0 ? (
        <Text c="dimmed" size="sm">
          No events yet.
        </Text>
      ) : (
        <>
          <Timeline bulletSize={14} lineWidth={2} active={-1} aria-label="Solution history" component="ol" style={{ listStyle: 'none', paddingLeft: 0 }}>
            {history.data.items.map((entry) => (
              <Timeline.Item
                key={entry.version}
                component="li"
                title={
                  <Text fw={600} size="sm" component="span">
                    {solutionEventWordsOf(entry.type)}
                  </Text>
                }
                color={entry.type === 'SolutionRejected' ? 'red' : entry.type === 'SolutionPublished' ? 'green' : 'indigo'}
                bullet={null}
                data-event-type={entry.type}
              >
                <Stack gap={2}>
                  <HistoryEntryMeta entry={entry} withVersion />
                  {solutionDetailLinesOf(entry.details).map((line) => (
                    <Text key={line} size="sm" style={{ whiteSpace: 'pre-line' }}>
                      {line}
                    </Text>
                  ))}
                  <Anchor
                    component="button"
                    type="button"
                    size="sm"
                    ta="left"
                    onClick={() => onViewAt(new Date(entry.at))}
                    aria-label={`View this version (${solutionEventWordsOf(entry.type).toLowerCase()}, version ${entry.version})`}
                  >
                    View this version
                  </Anchor>
                </Stack>
              </Timeline.Item>
            ))}
          </Timeline>
          {history.data.meta.total > PAGE_SIZE ? (
            <Group justify="center" mt="md">
              <Pagination
                total={Math.ceil(history.data.meta.total / PAGE_SIZE)}
                value={page}
                onChange={setPage}
                size="sm"
                getItemProps={(item) => ({ 'aria-label': `History page ${item}` })}
              />
            </Group>
          ) : null}
          <Button variant="subtle" size="xs" mt="sm" onClick={() => void history.refetch()} loading={history.isFetching}>
            Refresh the history
          </Button>
        </>
      )}
    </SectionCard>
  );
};
