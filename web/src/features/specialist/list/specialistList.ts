import type { RouterOutputs } from '../../../app/trpc';
import type { ArchiveTab } from '../../../kit/list/ListTabs';
import {
  flagParam,
  idParam,
  manyOfParam,
  oneOfParam,
  searchedPageInputOf,
  textParam,
  type ListConfig,
  type ListState,
} from '../../../kit/list/listState';
import { isGrade, isSpecialistStatus, type Grade, type SpecialistStatus } from '../card/specialistLabels';

export type SpecialistRow = RouterOutputs['specialist']['listForAgency']['items'][number];
export type CardFacets = RouterOutputs['specialist']['filtersForAgency'];

export type CardFilters = {
  readonly search: string;
  readonly statuses: readonly SpecialistStatus[];
  readonly specializationId: string | null;
  readonly grade: Grade | null;
};
/** A manager also narrows the list to one agency, or to the cards changed since a manager verified them. */
export type ManagerCardFilters = CardFilters & {
  readonly agencyId: string | null;
  readonly changedSinceVerification: boolean;
};

export type CardSortField = 'surname' | 'hourPrice' | 'updatedAt' | 'status' | 'createdAt' | 'publishedAt';
export type CardListTab = ArchiveTab;

const filters: ListConfig<CardFilters, CardSortField>['filters'] = {
  search: textParam('search'),
  statuses: manyOfParam('status', isSpecialistStatus),
  specializationId: idParam('specialization'),
  grade: oneOfParam('grade', isGrade),
};
const sortFields: readonly CardSortField[] = [
  'surname',
  'hourPrice',
  'updatedAt',
  'status',
  'createdAt',
  'publishedAt',
];

/** The agency's own cards: the seeds' five a page. */
export const agencyCardList: ListConfig<CardFilters, CardSortField> = {
  filters,
  sortFields,
  pageSizes: [5, 10, 20, 50],
};

/** Every agency's cards, current or archived: the seeds' twenty a page for admin lists. */
export const managerCardList: ListConfig<ManagerCardFilters, CardSortField, CardListTab> = {
  filters: { ...filters, agencyId: idParam('agency'), changedSinceVerification: flagParam('changed') },
  sortFields,
  pageSizes: [20, 50, 100],
  tabs: ['current', 'archive'],
};

/** The manager's own filters of the `specialist.list*ForManager` procedures. */
export const managerCardFilterInputOf = ({ agencyId, changedSinceVerification }: ManagerCardFilters) => ({
  ...(agencyId ? { agencyId } : {}),
  ...(changedSinceVerification ? { changedSinceVerification: true } : {}),
});

/** The list inputs of the `specialist.list*` procedures for this state. */
export const cardListInputOf = (state: ListState<CardFilters, CardSortField, string>) => {
  const { specializationId, grade } = state.filters;
  return {
    ...searchedPageInputOf(state),
    ...(specializationId ? { specializationId } : {}),
    ...(grade ? { grade } : {}),
  };
};
