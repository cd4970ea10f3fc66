import type { RouterOutputs } from '../../app/trpc';
import type { ArchiveTab } from '../../kit/list/ListTabs';
import {
  flagParam,
  idParam,
  manyOfParam,
  searchedPageInputOf,
  textParam,
  type ListConfig,
  type ListState,
} from '../../kit/list/listState';
import { isSolutionStatus, type SolutionStatus } from './solutionLabels';

export type SolutionRow = RouterOutputs['solution']['listForAgency']['items'][number];
export type SolutionFacets = RouterOutputs['solution']['filtersForAgency'];
export type ManagerSolutionFacets = RouterOutputs['solution']['filtersForManager'];

export type SolutionFilters = {
  readonly search: string;
  readonly statuses: readonly SolutionStatus[];
  readonly categoryId: string | null;
};
/** A manager also narrows the list to one agency, or to the solutions changed since a manager last published or saved them. */
export type ManagerSolutionFilters = SolutionFilters & {
  readonly agencyId: string | null;
  readonly changedSinceVerification: boolean;
};
export type SolutionSortField = 'title' | 'status' | 'updatedAt' | 'number';
export type SolutionListTab = ArchiveTab;

const filters: ListConfig<SolutionFilters, SolutionSortField>['filters'] = {
  search: textParam('search'),
  statuses: manyOfParam('status', isSolutionStatus),
  categoryId: idParam('category'),
};
const sortFields: readonly SolutionSortField[] = ['title', 'status', 'updatedAt', 'number'];

export const agencySolutionList: ListConfig<SolutionFilters, SolutionSortField> = {
  filters,
  sortFields,
  pageSizes: [10, 20, 50],
};

export const managerSolutionList: ListConfig<ManagerSolutionFilters, SolutionSortField, SolutionListTab> = {
  filters: { ...filters, agencyId: idParam('agency'), changedSinceVerification: flagParam('changed') },
  sortFields,
  pageSizes: [20, 50, 100],
  tabs: ['current', 'archive'],
};

/** The manager's own filters of the `solution.list*ForManager` procedures. */
export const managerSolutionFilterInputOf = ({ agencyId, changedSinceVerification }: ManagerSolutionFilters) => ({
  ...(agencyId ? { agencyId } : {}),
  ...(changedSinceVerification ? { changedSinceVerification: true } : {}),
});

/** The list inputs of the `solution.list*` procedures for this state. */
export const solutionListInputOf = (state: ListState<SolutionFilters, SolutionSortField, string>) => ({
  ...searchedPageInputOf(state),
  ...(state.filters.categoryId ? { categoryId: state.filters.categoryId } : {}),
});
