import { Button, Group, Pagination, Stack, Text, Timeline } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { errorMessageOf } from '../../app/notify';
import { ErrorState } from '../ErrorState';
import { LoadingState } from '../LoadingState';
import { SectionCard } from '../SectionCard';

type Entry = { readonly version: number; readonly type: string };
type HistoryPage<E extends Entry> = { readonly items: readonly E[]; readonly meta: { readonly total: number } };

type Props<E extends Entry> = {
  readonly history: UseQueryResult<HistoryPage<E>, unknown>;
  /** The list's name for screen readers ("Card history"). */
  readonly label: string;
  readonly titleOf: (entry: E) => ReactNode;
  readonly colorOf?: (entry: E) => string;
  readonly children: (entry: E) => ReactNode;
  /** Pages of the history, when it is read a page at a time. */
  readonly paging?: { readonly page: number; readonly size: number; readonly onPage: (page: number) => void };
  /** A button that reads the history again (others may act meanwhile). */
  readonly withRefresh?: boolean;
};

/** Any item's history, newest first, in its states: loading, failed, empty, or the events with their pages. */
export const HistoryTimelineList = <E extends Entry>({
  history,
  label,
  titleOf,
  colorOf,
  children,
  paging,
  withRefresh = false,
}: Props<E>) => {
  if (history.isPending) return <LoadingState rows={6} label="Loading the history" />;
  if (history.isError)
    return <ErrorState message={errorMessageOf(history.error)} onRetry={() => void history.refetch()} />;
  if (history.data.items.length === 0) {
    return (
      <Text c="dimmed" size="sm">
        No events yet.
      </Text>
    );
  }
  return (
    <>
      <Timeline
        bulletSize={14}
        lineWidth={2}
        active={-1}
        aria-label={label}
        component="ol"
        style={{ listStyle: 'none', paddingLeft: 0 }}
      >
        {history.data.items.map((entry) => (
          <Timeline.Item
            key={entry.version}
            component="li"
            title={
              <Text fw={600} size="sm" component="span">
                {titleOf(entry)}
              </Text>
            }
            color={colorOf?.(entry) ?? 'indigo'}
            bullet={null}
            data-event-type={entry.type}
          >
            {children(entry)}
          </Timeline.Item>
        ))}
      </Timeline>
      {paging && history.data.meta.total > paging.size ? (
        <Group justify="center" mt="md">
          <Pagination
            total={Math.ceil(history.data.meta.total / paging.size)}
            value={paging.page}
            onChange={paging.onPage}
            size="sm"
            getItemProps={(item) => ({ 'aria-label': `History page ${item}` })}
            getControlProps={(control) => ({ 'aria-label': `${control} history page` })}
          />
        </Group>
      ) : null}
      {withRefresh ? (
        <Button variant="subtle" size="xs" mt="sm" onClick={() => void history.refetch()} loading={history.isFetching}>
          Refresh the history
        </Button>
      ) : null}
    </>
  );
};

const HISTORY_PAGE_SIZE = 20;

/** Which page of an item's history is shown; `input` goes into the history query. */
export const useHistoryPaging = () => {
  const [page, setPage] = useState(1);
  return { page, size: HISTORY_PAGE_SIZE, onPage: setPage, input: { page, count: HISTORY_PAGE_SIZE } } as const;
};

type HistorySectionProps<E extends Entry> = Omit<Props<E>, 'paging' | 'withRefresh'> & {
  readonly paging: ReturnType<typeof useHistoryPaging>;
  /** Above the timeline (the as-of control). */
  readonly before?: ReactNode;
};

/** A moderated item's history as a titled section: every event newest first, a page at a time, refreshable. */
export const HistorySection = <E extends Entry>({ paging, before, ...list }: HistorySectionProps<E>) => (
  <SectionCard title="History" id="item-history">
    {before ? <Stack mb="md">{before}</Stack> : null}
    <HistoryTimelineList {...list} paging={paging} withRefresh />
  </SectionCard>
);
