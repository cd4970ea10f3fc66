import { idParam, oneOfParam, pageInputOf, textParam, type ListConfig, type ListState } from '../../kit/list/listState';

type Availability = 'true' | 'false';
const isAvailability = (raw: string): raw is Availability => raw === 'true' || raw === 'false';

export type TeamFilters = {
  readonly search: string;
  readonly available: Availability | null;
  readonly specialistId: string | null;
};

/** The agency's and the managers' team lists: search (team or agency name), availability, and a member from a card's link. */
export const teamList: ListConfig<TeamFilters, never> = {
  filters: {
    search: textParam('search'),
    available: oneOfParam('available', isAvailability),
    specialistId: idParam('specialistId'),
  },
  sortFields: [],
  pageSizes: [20, 8, 16, 24],
};

/** The list call's input from the address. */
export const teamListInputOf = (state: ListState<TeamFilters, never>) => {
  const { search, available, specialistId } = state.filters;
  return {
    ...pageInputOf(state),
    ...(search.trim() ? { search: search.trim() } : {}),
    ...(available ? { available } : {}),
    ...(specialistId ? { specialistId } : {}),
  };
};
