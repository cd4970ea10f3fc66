import type { Page } from '../shared/pagination';

/** `-updatedAt` as the read models take it: the field, and the direction. */
export type Sort<Field extends string> = { readonly field: Field; readonly direction: 'asc' | 'desc' };

export const sortOf = <Field extends string>(sort: string): Sort<Field> => ({
  field: sort.replace(/^-/, '') as Field,
  direction: sort.startsWith('-') ? 'desc' : 'asc',
});

/**
 * The filter every moderated list has: one agency, the chosen statuses, the ones it never shows, a search term, and
 * only the items the agency edited since a manager last verified them (the flag the domain's state keeps).
 */
export type ModeratedListFilter<Status extends string> = {
  readonly agencyId?: string;
  readonly statuses?: readonly Status[];
  readonly excludeStatuses?: readonly Status[];
  readonly search?: string;
  readonly changedSinceVerification?: boolean;
};

/** What the agency and manager lists of a moderated area read: rows under a filter, and the count per status. */
export type ListReadModel<Row, Filter, Field extends string> = {
  readonly list: (
    filter: Filter,
    sort: Sort<Field>,
    page: { page: number; count: number },
  ) => Promise<{ items: Row[]; total: number }>;
  readonly statusCounts: (filter: Filter) => Promise<Record<string, number>>;
};

export type ListPage<Row, Action> = Page<Row & { readonly allowedActions: Action[] }> & {
  readonly statusCounts: Record<string, number>;
};

/**
 * One page of a list with the count per status beside it (the filter tabs count every status, whichever is chosen),
 * each row with the actions the caller may take on it.
 */
export const listPage = async <Row, Filter extends { readonly statuses?: unknown }, Field extends string, Action>(
  read: ListReadModel<Row, Filter, Field>,
  query: { readonly filter: Filter; readonly sort: string; readonly page: number; readonly count: number },
  actionsFor: (row: Row) => Action[],
): Promise<ListPage<Row, Action>> => {
  const { filter, sort, page, count } = query;
  const [{ items, total }, statusCounts] = await Promise.all([
    read.list(filter, sortOf<Field>(sort), { page, count }),
    read.statusCounts({ ...filter, statuses: undefined }),
  ]);
  return {
    items: items.map((row) => ({ ...row, allowedActions: actionsFor(row) })),
    meta: { page, count, total },
    statusCounts,
  };
};

/** Exports hold every matching row, read page by page so memory stays flat; a cap keeps one request bounded. */
const EXPORT_CAP = 100_000;
const BATCH = 1_000;

export const exportRows = <Row, Filter, Field extends string>(
  read: ListReadModel<Row, Filter, Field>,
  filter: Filter,
  sort: string,
): AsyncIterable<Row> => ({
  async *[Symbol.asyncIterator]() {
    for (let page = 1; (page - 1) * BATCH < EXPORT_CAP; page++) {
      const { items } = await read.list(filter, sortOf<Field>(sort), { page, count: BATCH });
      yield* items;
      if (items.length < BATCH) return;
    }
  },
});

/** The filter of the manager's two lists: every item but archived ones, or the archive alone. */
export const managerScope = (archive: boolean) =>
  archive
    ? { statuses: ['archived' as const], excludeStatuses: ['deleted' as const] }
    : { excludeStatuses: ['deleted' as const, 'archived' as const] };
