import type { UseQueryResult } from '@tanstack/react-query';
import type { ComponentProps } from 'react';
import { ListBody, type ListPage, type ListWords } from './ListBody';
import type { ListControls, SetSort, Sort } from './listState';
import { ListTable } from './ListTable';

type ListViewProps<Row extends { readonly id: string }, SortField extends string> = {
  readonly query: UseQueryResult<ListPage<Row>, unknown>;
  readonly list: ListControls & {
    readonly state: { readonly sort: Sort<SortField> };
    readonly setSort: SetSort<SortField>;
  };
  readonly words: ListWords;
  /** The table the rows show in: its columns, caption, width and row actions. */
  readonly table: Omit<ComponentProps<typeof ListTable<Row, SortField>>, 'rows' | 'list' | 'refreshing'>;
};

/** A list shown as a table, in every state of `ListBody`: loading, failed, empty, filtered away, rows with pages. */
export const ListView = <Row extends { readonly id: string }, SortField extends string>({
  query,
  list,
  words,
  table,
}: ListViewProps<Row, SortField>) => (
  <ListBody query={query} list={list} words={words}>
    {(rows, refreshing) => <ListTable {...table} rows={rows} list={list} refreshing={refreshing} />}
  </ListBody>
);
