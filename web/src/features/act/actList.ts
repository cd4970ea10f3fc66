import {
  idParam,
  manyOfParam,
  pageInputOf,
  textParam,
  type ListConfig,
  type ListState,
} from '../../kit/list/listState';
import { isActStatus, type listedActStatuses } from './actWords';

export type ActFilters = {
  readonly statuses: readonly (typeof listedActStatuses)[number][];
  readonly specialistId: string | null;
  readonly monthFrom: string;
  readonly monthTo: string;
  readonly search: string;
};
export type ActSort = 'createdAt' | 'month' | 'totalCents';

/** Acts of every side: status, specialist and months in the address; 20 a page. */
export const actList: ListConfig<ActFilters, ActSort> = {
  filters: {
    statuses: manyOfParam('status', isActStatus),
    specialistId: idParam('specialist'),
    monthFrom: textParam('from'),
    monthTo: textParam('to'),
    search: textParam('search'),
  },
  sortFields: ['createdAt', 'month', 'totalCents'],
  pageSizes: [20, 50, 100],
};

const isMonth = (value: string) => /^\d{4}-(0[1-9]|1[0-2])$/.test(value);

export const actListInputOf = (state: ListState<ActFilters, ActSort>) => {
  const { statuses, specialistId, monthFrom, monthTo, search } = state.filters;
  const { sort, ...paging } = pageInputOf(state);
  return {
    ...paging,
    ...(sort ? { sort: sort as `${'' | '-'}${ActSort}` } : {}),
    ...(statuses.length ? { status: [...statuses] } : {}),
    ...(specialistId ? { specialistId } : {}),
    ...(isMonth(monthFrom) ? { monthFrom } : {}),
    ...(isMonth(monthTo) ? { monthTo } : {}),
    ...(search ? { search } : {}),
  };
};
