import { Button } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { errorMessageOf } from '../../app/notify';
import { EmptyList } from '../EmptyList';
import { ErrorState } from '../ErrorState';
import { LoadingState } from '../LoadingState';
import { ListPagination } from './ListPagination';
import type { ListControls } from './listState';

/** One page of a list as the server answers it. */
export type ListPage<Row> = { readonly items: readonly Row[]; readonly meta: { readonly total: number } };

/** How a list speaks of itself in its states. */
export type ListWords = {
  /** What the list holds, for the loading announcement ("specialists"). */
  readonly noun: string;
  /** The list has nothing at all; the action is the way to add the first item. */
  readonly empty: { readonly title: string; readonly description?: ReactNode; readonly action?: ReactNode };
  /** Nothing matches the filters; a button resets them. */
  readonly filteredEmpty: { readonly title: string; readonly description: string };
};

type ListBodyProps<Row> = {
  readonly query: UseQueryResult<ListPage<Row>, unknown>;
  readonly list: ListControls;
  readonly words: ListWords;
  readonly loadingRows?: number;
  /** The rows (a table); `refreshing` while another page or filter loads over the shown one. */
  readonly children: (rows: readonly NoInfer<Row>[], refreshing: boolean) => ReactNode;
};

/** A list in its states: loading, failed (with a retry), empty, empty under filters (with a reset), or rows with pages. */
export const ListBody = <Row,>({ query, list, words, loadingRows, children }: ListBodyProps<Row>) => {
  const { noun, empty, filteredEmpty } = words;
  const { page, pageSize } = list.state;
  const total = query.data?.meta.total ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / pageSize));
  const { setPage } = list;
  // After the last row of the last page leaves (deleted, archived, filtered out), show the page before it.
  useEffect(() => {
    if (query.data && !query.isPlaceholderData && page > lastPage) setPage(lastPage);
  }, [query.data, query.isPlaceholderData, page, lastPage, setPage]);

  if (query.isPending)
    return <LoadingState rows={loadingRows ?? Math.min(12, pageSize * 2)} label={`Loading ${noun}`} />;
  if (query.isError) return <ErrorState message={errorMessageOf(query.error)} onRetry={() => void query.refetch()} />;
  if (total === 0) {
    return list.filtered ? (
      <EmptyList
        title={filteredEmpty.title}
        description={filteredEmpty.description}
        action={
          <Button variant="default" onClick={list.resetFilters}>
            Reset filters
          </Button>
        }
      />
    ) : (
      <EmptyList title={empty.title} description={empty.description} action={empty.action} />
    );
  }
  return (
    <>
      {children(query.data.items, query.isFetching && query.isPlaceholderData)}
      <ListPagination
        page={page}
        count={pageSize}
        total={total}
        onPage={list.setPage}
        pageSizes={list.pageSizes}
        onPageSize={list.setPageSize}
      />
    </>
  );
};
