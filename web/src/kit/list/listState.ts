import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';

/**
 * Everything that decides what a list shows (filters, page, page size, sort, tab), kept in the address so a
 * reload, Back or a shared link shows the same list. Each list describes its filters once (`ListConfig`); the
 * hook reads and writes them.
 */

/** How one filter sits in the address: its parameter, its empty value, how it is read and written. */
export type FilterParam<Value> = {
  readonly key: string;
  readonly empty: Value;
  readonly read: (raw: string | null) => Value;
  /** Null leaves the parameter out. */
  readonly write: (value: Value) => string | null;
};

/** Free text, such as a search. */
export const textParam = (key: string): FilterParam<string> => ({
  key,
  empty: '',
  read: (raw) => raw ?? '',
  write: (value) => value || null,
});

/** One id (an agency, a category), or none. */
export const idParam = (key: string): FilterParam<string | null> => ({
  key,
  empty: null,
  read: (raw) => raw || null,
  write: (value) => value,
});

/** One value of a known set (a grade), or none; anything else in the address is ignored. */
export const oneOfParam = <Value extends string>(
  key: string,
  isValue: (raw: string) => raw is Value,
): FilterParam<Value | null> => ({
  key,
  empty: null,
  read: (raw) => (raw && isValue(raw) ? raw : null),
  write: (value) => value,
});

/** A yes-or-no filter, in the address only while it is on (`changed=1`). */
export const flagParam = (key: string): FilterParam<boolean> => ({
  key,
  empty: false,
  read: (raw) => raw === '1' || raw === 'true',
  write: (on) => (on ? '1' : null),
});

/** Several values of a known set (statuses), comma-separated. */
export const manyOfParam = <Value extends string>(
  key: string,
  isValue: (raw: string) => raw is Value,
): FilterParam<readonly Value[]> => ({
  key,
  empty: [],
  read: (raw) => (raw ?? '').split(',').filter(isValue),
  write: (values) => (values.length > 0 ? values.join(',') : null),
});

export type Sort<Field extends string> = { readonly field: Field; readonly direction: 'asc' | 'desc' } | null;

/** A new sort, or the next one from the sort in the address at the moment of the click (a quick second click sees the first). */
export type SetSort<Field extends string> = (sort: Sort<Field> | ((current: Sort<Field>) => Sort<Field>)) => void;

export type ListConfig<Filters extends object, SortField extends string, Tab extends string = never> = {
  readonly filters: { readonly [K in keyof Filters]: FilterParam<Filters[K]> };
  readonly sortFields: readonly SortField[];
  /** The page sizes offered; the first is the list's own. */
  readonly pageSizes: readonly [number, ...number[]];
  /** The list's tabs (current and archive), the first by default. Filters of one tab mean nothing in another. */
  readonly tabs?: readonly [Tab, ...Tab[]];
};

export type ListState<Filters extends object, SortField extends string, Tab extends string = never> = {
  readonly filters: Filters;
  readonly page: number;
  readonly pageSize: number;
  readonly sort: Sort<SortField>;
  /** Null for a list without tabs. */
  readonly tab: Tab | null;
};

const PAGE = 'page';
const COUNT = 'count';
const SORT = 'sort';
const TAB = 'tab';

const entriesOf = <Filters extends object>(config: ListConfig<Filters, string, string>) =>
  Object.entries(config.filters) as [keyof Filters & string, FilterParam<unknown>][];

/** `surname` is ascending and `-surname` descending, as the server reads it. */
export const sortParamOf = <Field extends string>(sort: Sort<Field>): string | undefined =>
  sort ? `${sort.direction === 'desc' ? '-' : ''}${sort.field}` : undefined;

/** The seeds' column cycle: ascending, descending, none, then ascending again. */
export const nextSort = <Field extends string>(current: Sort<Field>, field: Field): Sort<Field> => {
  if (!current || current.field !== field) return { field, direction: 'asc' };
  return current.direction === 'asc' ? { field, direction: 'desc' } : null;
};

export const emptyFiltersOf = <Filters extends object>(config: ListConfig<Filters, string, string>): Filters =>
  Object.fromEntries(entriesOf(config).map(([key, param]) => [key, param.empty])) as Filters;

/** Whether any filter narrows the list (an empty list then says "nothing matches", not "nothing yet"). */
export const hasFilters = <Filters extends object>(
  config: ListConfig<Filters, string, string>,
  filters: Filters,
): boolean => entriesOf(config).some(([key, param]) => param.write(filters[key]) !== null);

export const readListState = <Filters extends object, SortField extends string, Tab extends string>(
  config: ListConfig<Filters, SortField, Tab>,
  params: URLSearchParams,
): ListState<Filters, SortField, Tab> => {
  const page = Number.parseInt(params.get(PAGE) ?? '1', 10);
  const count = Number.parseInt(params.get(COUNT) ?? '', 10);
  const rawSort = params.get(SORT) ?? '';
  const sortField = rawSort.replace(/^-/, '');
  const tab = params.get(TAB);
  return {
    filters: Object.fromEntries(
      entriesOf(config).map(([key, param]) => [key, param.read(params.get(param.key))]),
    ) as Filters,
    page: Number.isFinite(page) && page >= 1 ? page : 1,
    pageSize: config.pageSizes.includes(count) ? count : config.pageSizes[0],
    sort: (config.sortFields as readonly string[]).includes(sortField)
      ? { field: sortField as SortField, direction: rawSort.startsWith('-') ? 'desc' : 'asc' }
      : null,
    tab: config.tabs ? (config.tabs.find((known) => known === tab) ?? config.tabs[0]) : null,
  };
};

export const writeListState = <Filters extends object, SortField extends string, Tab extends string>(
  config: ListConfig<Filters, SortField, Tab>,
  state: ListState<Filters, SortField, Tab>,
): URLSearchParams => {
  const params = new URLSearchParams();
  if (config.tabs && state.tab !== null && state.tab !== config.tabs[0]) params.set(TAB, state.tab);
  for (const [key, param] of entriesOf(config)) {
    const value = param.write(state.filters[key]);
    if (value !== null) params.set(param.key, value);
  }
  const sort = sortParamOf(state.sort);
  if (sort) params.set(SORT, sort);
  if (state.pageSize !== config.pageSizes[0]) params.set(COUNT, String(state.pageSize));
  if (state.page > 1) params.set(PAGE, String(state.page));
  return params;
};

/** The page, size and sort of a list call; each area adds its filters. */
export const pageInputOf = <SortField extends string>(state: {
  readonly page: number;
  readonly pageSize: number;
  readonly sort: Sort<SortField>;
}) => {
  const sort = sortParamOf(state.sort);
  return { page: state.page, count: state.pageSize, ...(sort ? { sort } : {}) };
};

/** What the list kit (`ListBody`) needs of a list's state: its page, size, whether it is filtered, and the ways to change them. */
export type ListControls = {
  readonly state: { readonly page: number; readonly pageSize: number };
  readonly pageSizes: readonly number[];
  readonly filtered: boolean;
  readonly setPage: (page: number) => void;
  readonly setPageSize: (pageSize: number) => void;
  readonly resetFilters: () => void;
};

export type ListStateHook<Filters extends object, SortField extends string, Tab extends string> = ListControls & {
  readonly state: ListState<Filters, SortField, Tab>;
  /** A new filter shows its results from the first page. */
  readonly setFilters: (filters: Partial<Filters>) => void;
  readonly setSort: SetSort<SortField>;
  readonly setTab: (tab: Tab) => void;
};

const addressNow = (): URLSearchParams | null =>
  typeof window === 'undefined' ? null : new URLSearchParams(window.location.search);

/** The list's state from the address, and its changes written back; `config` must be a module constant. */
export const useListState = <Filters extends object, SortField extends string, Tab extends string = never>(
  config: ListConfig<Filters, SortField, Tab>,
): ListStateHook<Filters, SortField, Tab> => {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readListState(config, params), [config, params]);

  // A change starts from the address as it is now, not as last rendered: the router writes the address before
  // React renders it, and a second click in between (a sort's second click) would otherwise undo the first.
  const update = useCallback(
    (change: (current: ListState<Filters, SortField, Tab>) => ListState<Filters, SortField, Tab>, replace = false) =>
      setParams((rendered) => writeListState(config, change(readListState(config, addressNow() ?? rendered))), {
        replace,
      }),
    [config, setParams],
  );

  return {
    state,
    pageSizes: config.pageSizes,
    filtered: hasFilters(config, state.filters),
    // Typing in the search box should not fill the history with one entry per letter.
    setFilters: useCallback(
      (filters) =>
        update(
          (s) => ({ ...s, filters: { ...s.filters, ...filters }, page: 1 }),
          Object.keys(filters).length === 1 && 'search' in filters,
        ),
      [update],
    ),
    resetFilters: useCallback(
      () => update((s) => ({ ...s, filters: emptyFiltersOf(config), page: 1 })),
      [config, update],
    ),
    setPage: useCallback((page) => update((s) => ({ ...s, page })), [update]),
    setPageSize: useCallback((pageSize) => update((s) => ({ ...s, pageSize, page: 1 })), [update]),
    setSort: useCallback(
      (sort) => update((s) => ({ ...s, sort: typeof sort === 'function' ? sort(s.sort) : sort, page: 1 })),
      [update],
    ),
    setTab: useCallback(
      (tab) => update((s) => ({ ...s, filters: emptyFiltersOf(config), tab, page: 1 })),
      [config, update],
    ),
  };
};

/** Pages of a list that lives inside another page (an item's requests), kept in memory rather than the address. */
export const useLocalPaging = (pageSize: number): ListControls => {
  const [page, setPage] = useState(1);
  return {
    state: { page, pageSize },
    pageSizes: [pageSize],
    filtered: false,
    setPage,
    setPageSize: () => undefined,
    resetFilters: () => undefined,
  };
};

/**
 * Keeps the rows shown while the next page of the same list loads (dimmed), but not across lists: another tab
 * shows its own loading state. For `placeholderData` of a query whose options switch between procedures.
 */
export const keepPageOf =
  (queryKey: readonly unknown[]) =>
  <Data>(previous: Data | undefined, previousQuery?: { readonly queryKey: readonly unknown[] }): Data | undefined =>
    previousQuery && JSON.stringify(previousQuery.queryKey[0]) === JSON.stringify(queryKey[0]) ? previous : undefined;

/** The list call's page, size, sort, search and statuses, as the list procedures name them; each area adds its own filters. */
export const searchedPageInputOf = <SortField extends string, Status extends string>(state: {
  readonly page: number;
  readonly pageSize: number;
  readonly sort: Sort<SortField>;
  readonly filters: { readonly search: string; readonly statuses: readonly Status[] };
}) => {
  const search = state.filters.search.trim();
  return {
    ...pageInputOf(state),
    ...(search ? { search } : {}),
    ...(state.filters.statuses.length > 0 ? { status: [...state.filters.statuses] } : {}),
  };
};
