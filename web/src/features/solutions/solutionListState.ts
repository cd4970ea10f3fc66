import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { isSolutionStatus, type SolutionStatus } from './solutionLabels';

export const solutionSortFields = ['title', 'status', 'updatedAt', 'number'] as const;
export type SolutionSortField = (typeof solutionSortFields)[number];
export type SolutionSort = { readonly field: SolutionSortField; readonly direction: 'asc' | 'desc' } | null;
export type SolutionListTab = 'current' | 'archive';

/** Everything that decides what a solution list shows, kept in the address. */
export type SolutionListState = {
  readonly page: number;
  readonly sort: SolutionSort;
  readonly search: string;
  readonly statuses: readonly SolutionStatus[];
  readonly categoryId: string | null;
  readonly agencyId: string | null;
  readonly tab: SolutionListTab;
};
export type SolutionListFilters = Pick<SolutionListState, 'search' | 'statuses' | 'categoryId' | 'agencyId'>;

const isSortField = (value: string): value is SolutionSortField => (solutionSortFields as readonly string[]).includes(value);

const sortOf = (value: string | null): SolutionSort => {
  if (!value) return null;
  const field = value.replace(/^-/, '');
  return isSortField(field) ? { field, direction: value.startsWith('-') ? 'desc' : 'asc' } : null;
};

export const sortParamOf = (sort: SolutionSort): string | undefined => (sort ? `${sort.direction === 'desc' ? '-' : ''}${sort.field}` : undefined);

/** Ascending, descending, none, then ascending again. */
export const nextSort = (current: SolutionSort, field: SolutionSortField): SolutionSort => {
  if (!current || current.field !== field) return { field, direction: 'asc' };
  return current.direction === 'asc' ? { field, direction: 'desc' } : null;
};

const readState = (params: URLSearchParams): SolutionListState => {
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  return {
    page: Number.isFinite(page) && page >= 1 ? page : 1,
    sort: sortOf(params.get('sort')),
    search: params.get('search') ?? '',
    statuses: (params.get('status') ?? '').split(',').filter(isSolutionStatus),
    categoryId: params.get('category') || null,
    agencyId: params.get('agency') || null,
    tab: params.get('tab') === 'archive' ? 'archive' : 'current',
  };
};

const writeState = (state: SolutionListState): URLSearchParams => {
  const params = new URLSearchParams();
  if (state.tab !== 'current') params.set('tab', state.tab);
  if (state.search) params.set('search', state.search);
  if (state.statuses.length > 0) params.set('status', state.statuses.join(','));
  if (state.categoryId) params.set('category', state.categoryId);
  if (state.agencyId) params.set('agency', state.agencyId);
  const sort = sortParamOf(state.sort);
  if (sort) params.set('sort', sort);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
};

export const emptySolutionFilters: SolutionListFilters = { search: '', statuses: [], categoryId: null, agencyId: null };

export const hasSolutionFilters = (state: SolutionListFilters): boolean =>
  state.search !== '' || state.statuses.length > 0 || state.categoryId !== null || state.agencyId !== null;

export const useSolutionListState = () => {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readState(params), [params]);
  const update = useCallback(
    (change: (current: SolutionListState) => SolutionListState, replace = false) => setParams((current) => writeState(change(readState(current))), { replace }),
    [setParams],
  );
  return {
    state,
    setFilters: useCallback((filters: Partial<SolutionListFilters>) => update((s) => ({ ...s, ...filters, page: 1 }), 'search' in filters), [update]),
    setPage: useCallback((page: number) => update((s) => ({ ...s, page })), [update]),
    setSort: useCallback((sort: SolutionSort) => update((s) => ({ ...s, sort, page: 1 })), [update]),
    setTab: useCallback((tab: SolutionListTab) => update((s) => ({ ...s, ...emptySolutionFilters, tab, page: 1 })), [update]),
  };
};

/** The list inputs of the tRPC procedures for this state. */
export const solutionListInputOf = (state: SolutionListState) => ({
  page: state.page,
  ...(sortParamOf(state.sort) ? { sort: sortParamOf(state.sort) } : {}),
  ...(state.search.trim() ? { search: state.search.trim() } : {}),
  ...(state.statuses.length > 0 ? { status: [...state.statuses] } : {}),
  ...(state.categoryId ? { categoryId: state.categoryId } : {}),
});
