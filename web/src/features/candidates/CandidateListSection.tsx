import { Button, Stack } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { errorMessageOf } from '../../app/notify';
import { EmptyList } from '../../kit/EmptyList';
import { ErrorState } from '../../kit/ErrorState';
import { LoadingState } from '../../kit/LoadingState';
import { ListPagination } from '../specialist/list/ListPagination';
import { CandidateFilters } from './CandidateFilters';
import type { CandidateList, CandidateRow, CandidateStatus } from './candidateLabels';
import { emptyCandidateFilters, hasCandidateFilters, type CandidateListFilters, type CandidateListState } from './candidateListState';
import { CandidateTable, type CandidateViewer } from './CandidateTable';

type Props = {
  readonly viewer: CandidateViewer;
  readonly list: UseQueryResult<CandidateList, unknown>;
  readonly state: CandidateListState;
  readonly onFilters: (filters: Partial<CandidateListFilters>) => void;
  readonly onPage: (page: number) => void;
  readonly pageSize: number;
  /** The statuses the filter offers. */
  readonly statuses: readonly CandidateStatus[];
  readonly caption: string;
  readonly empty: { readonly title: string; readonly description: string };
  readonly withSearch?: boolean;
  readonly linkOf?: (row: CandidateRow) => string;
  readonly actionsOf?: (row: CandidateRow) => ReactNode;
};

/** Filters, then the list in one of its states: loading, failed, empty (with or without filters), or rows and pages. */
export const CandidateListSection = ({ viewer, list, state, onFilters, onPage, pageSize, statuses, caption, empty, withSearch = false, linkOf, actionsOf }: Props) => {
  const total = list.data?.meta.total ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / pageSize));
  // When the last row of the last page leaves the filter (answered, moved), show the page before it.
  useEffect(() => {
    if (list.data && !list.isPlaceholderData && state.page > lastPage) onPage(lastPage);
  }, [list.data, list.isPlaceholderData, state.page, lastPage, onPage]);

  const filtered = hasCandidateFilters(state);
  const body = (() => {
    if (list.isPending) return <LoadingState rows={8} label={`Loading ${caption.toLowerCase()}`} />;
    if (list.isError) return <ErrorState message={errorMessageOf(list.error)} onRetry={() => void list.refetch()} />;
    if (total === 0) {
      return filtered ? (
        <EmptyList
          title="Nothing matches the filters"
          description="Choose another status or clear the search."
          action={
            <Button variant="default" onClick={() => onFilters(emptyCandidateFilters)}>
              Reset filters
            </Button>
          }
        />
      ) : (
        <EmptyList title={empty.title} description={empty.description} />
      );
    }
    return (
      <>
        <CandidateTable
          viewer={viewer}
          rows={list.data.items}
          caption={caption}
          loading={list.isFetching && list.isPlaceholderData}
          {...(linkOf ? { linkOf } : {})}
          {...(actionsOf ? { actionsOf } : {})}
        />
        <ListPagination page={state.page} count={pageSize} total={total} onPage={onPage} />
      </>
    );
  })();

  return (
    <Stack gap="lg">
      <CandidateFilters statuses={statuses} statusCounts={list.data?.statusCounts} filters={state} onChange={onFilters} withSearch={withSearch} />
      {body}
    </Stack>
  );
};
