import { manyOfParam, textParam, useListState, type ListConfig, type ListState } from '../../kit/list/listState';
import { isCandidateStatus, type CandidateStatus } from './candidateLabels';

type CandidateFilters = { readonly status: readonly CandidateStatus[]; readonly search: string };

/** What a candidate list shows, kept in the address (`status`, `search`, `page`, `count`) so Back and a shared link show the same list. */
const candidateListConfig: ListConfig<CandidateFilters, never> = {
  filters: { status: manyOfParam('status', isCandidateStatus), search: textParam('search') },
  sortFields: [],
  pageSizes: [20, 50, 100],
};

export type CandidateListState = ListState<CandidateFilters, never>;

export const useCandidateListState = () => useListState(candidateListConfig);
export type CandidateListControls = ReturnType<typeof useCandidateListState>;

/** The list input of the `interview.list*` procedures for this state. */
export const candidateListInputOf = (state: CandidateListState, onProject: boolean) => ({
  page: state.page,
  count: state.pageSize,
  ...(state.filters.status.length > 0 ? { status: [...state.filters.status] } : {}),
  ...(state.filters.search.trim() ? { search: state.filters.search.trim() } : {}),
  ...(onProject ? { onProject: 'true' as const } : {}),
});

/** The Excel export's address with the list's filters; statuses repeat the key, as the server's query parser reads arrays. */
export const exportUrlOf = (path: string, state: CandidateListState, onProject: boolean): string => {
  const params = new URLSearchParams();
  for (const status of state.filters.status) params.append('status', status);
  if (state.filters.search.trim()) params.set('search', state.filters.search.trim());
  if (onProject) params.set('onProject', 'true');
  const query = params.toString();
  return query ? `${path}?${query}` : path;
};
