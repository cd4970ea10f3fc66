import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { isGrade, isSpecialistStatus, type Grade, type SpecialistStatus } from '../card/specialistLabels';

/** The sortable columns of the lists, as the list inputs name them. */
export const sortFields = ['surname', 'hourPrice', 'updatedAt', 'status', 'createdAt', 'publishedAt'] as const;
export type SortField = (typeof sortFields)[number];
export type Sort = { readonly field: SortField; readonly direction: 'asc' | 'desc' } | null;

export type ListTab = 'current' | 'archive';

/** Everything that decides what a specialist list shows, kept in the address so a reload or a shared link shows the same. */
export type ListState = {
  readonly page: number;
  readonly sort: Sort;
  readonly search: string;
  readonly statuses: readonly SpecialistStatus[];
  readonly specializationId: string | null;
  readonly grade: Grade | null;
  readonly agencyId: string | null;
  readonly tab: ListTab;
};

export type ListFilters = Pick<ListState, 'search' | 'statuses' | 'specializationId' | 'grade' | 'agencyId'>;

const isSortField = (value: string): value is SortField => (sortFields as readonly string[]).includes(value);

/** `surname` is ascending and `-surname` descending, as the server reads it. */
const sortOf = (value: string | null): Sort => {
  if (!value) return null;
  const field = value.replace(/^-/, '');
  return isSortField(field) ? { field, direction: value.startsWith('-') ? 'desc' : 'asc' } : null;
};

export const sortParamOf = (sort: Sort): string | undefined => (sort ? `${sort.direction === 'desc' ? '-' : ''}${sort.field}` : undefined);

/** The seeds' column cycle: ascending, descending, none, then ascending again. */
export const nextSort = (current: Sort, field: SortField): Sort => {
  if (!current || current.field !== field) return { field, direction: 'asc' };
  return current.direction === 'asc' ? { field, direction: 'desc' } : null;
};

const readState = (params: URLSearchParams): ListState => {
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  const grade = params.get('grade');
  return {
    page: Number.isFinite(page) && page >= 1 ? page : 1,
    sort: sortOf(params.get('sort')),
    search: params.get('search') ?? '',
    statuses: (params.get('status') ?? '').split(',').filter(isSpecialistStatus),
    specializationId: params.get('specialization') || null,
    grade: grade && isGrade(grade) ? grade : null,
    agencyId: params.get('agency') || null,
    tab: params.get('tab') === 'archive' ? 'archive' : 'current',
  };
};

const writeState = (state: ListState): URLSearchParams => {
  const params = new URLSearchParams();
  if (state.tab !== 'current') params.set('tab', state.tab);
  if (state.search) params.set('search', state.search);
  if (state.statuses.length > 0) params.set('status', state.statuses.join(','));
  if (state.specializationId) params.set('specialization', state.specializationId);
  if (state.grade) params.set('grade', state.grade);
  if (state.agencyId) params.set('agency', state.agencyId);
  const sort = sortParamOf(state.sort);
  if (sort) params.set('sort', sort);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
};

export const emptyFilters: ListFilters = { search: '', statuses: [], specializationId: null, grade: null, agencyId: null };

export const hasFilters = (state: ListFilters): boolean =>
  state.search !== '' || state.statuses.length > 0 || state.specializationId !== null || state.grade !== null || state.agencyId !== null;

export type ListQueryState = {
  readonly state: ListState;
  /** A new filter shows its results from the first page. */
  readonly setFilters: (filters: Partial<ListFilters>) => void;
  readonly setPage: (page: number) => void;
  readonly setSort: (sort: Sort) => void;
  readonly setTab: (tab: ListTab) => void;
};

export const useListQueryState = (): ListQueryState => {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readState(params), [params]);

  const update = useCallback(
    (change: (current: ListState) => ListState, options: { replace?: boolean } = {}) =>
      setParams((current) => writeState(change(readState(current))), { replace: options.replace ?? false }),
    [setParams],
  );

  return {
    state,
    // Typing in the search box should not fill the history with one entry per letter.
    setFilters: useCallback((filters) => update((s) => ({ ...s, ...filters, page: 1 }), { replace: 'search' in filters }), [update]),
    setPage: useCallback((page) => update((s) => ({ ...s, page })), [update]),
    setSort: useCallback((sort) => update((s) => ({ ...s, sort, page: 1 })), [update]),
    // The archive has its own statuses; filters of one tab mean nothing in the other.
    setTab: useCallback((tab) => update((s) => ({ ...s, ...emptyFilters, tab, page: 1, sort: s.sort })), [update]),
  };
};

/** The list inputs of the tRPC procedures for this state. */
export const listInputOf = (state: ListState) => ({
  page: state.page,
  ...(sortParamOf(state.sort) ? { sort: sortParamOf(state.sort) } : {}),
  ...(state.search.trim() ? { search: state.search.trim() } : {}),
  ...(state.statuses.length > 0 ? { status: [...state.statuses] } : {}),
  ...(state.specializationId ? { specializationId: state.specializationId } : {}),
  ...(state.grade ? { grade: state.grade } : {}),
});
