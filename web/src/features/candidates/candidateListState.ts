import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { isCandidateStatus, type CandidateStatus } from './candidateLabels';

/** What a candidate list shows, kept in the address so Back and a shared link show the same list. */
export type CandidateListState = {
  readonly page: number;
  readonly status: CandidateStatus | null;
  readonly search: string;
};
export type CandidateListFilters = Pick<CandidateListState, 'status' | 'search'>;

export const emptyCandidateFilters: CandidateListFilters = { status: null, search: '' };

export const hasCandidateFilters = (state: CandidateListFilters): boolean => state.status !== null || state.search !== '';

const readState = (params: URLSearchParams): CandidateListState => {
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  const status = params.get('status') ?? '';
  return {
    page: Number.isFinite(page) && page >= 1 ? page : 1,
    status: isCandidateStatus(status) ? status : null,
    search: params.get('search') ?? '',
  };
};

const writeState = (state: CandidateListState): URLSearchParams => {
  const params = new URLSearchParams();
  if (state.status) params.set('status', state.status);
  if (state.search) params.set('search', state.search);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
};

export const useCandidateListState = () => {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readState(params), [params]);
  const update = useCallback(
    (change: (current: CandidateListState) => CandidateListState, replace = false) => setParams((current) => writeState(change(readState(current))), { replace }),
    [setParams],
  );
  return {
    state,
    // Typing a search replaces the history entry, so Back does not replay every keystroke.
    setFilters: useCallback((filters: Partial<CandidateListFilters>) => update((s) => ({ ...s, ...filters, page: 1 }), 'search' in filters), [update]),
    setPage: useCallback((page: number) => update((s) => ({ ...s, page })), [update]),
  };
};

/** The list input of the `interview.list*` procedures for this state. */
export const candidateListInputOf = (state: CandidateListState, count: number, onProject: boolean) => ({
  page: state.page,
  count,
  ...(state.status ? { status: [state.status] } : {}),
  ...(state.search.trim() ? { search: state.search.trim() } : {}),
  ...(onProject ? { onProject: 'true' as const } : {}),
});

/** The Excel export's address with the list's filters; statuses repeat the key, as the server's query parser reads arrays. */
export const exportUrlOf = (path: string, state: CandidateListState, onProject: boolean): string => {
  const params = new URLSearchParams();
  if (state.status) params.append('status', state.status);
  if (state.search.trim()) params.set('search', state.search.trim());
  if (onProject) params.set('onProject', 'true');
  const query = params.toString();
  return query ? `${path}?${query}` : path;
};
