import { urlWithQuery } from '../../kit/files/download';
import type { ListState } from '../../kit/list/listState';
import { actListInputOf, type ActFilters, type ActSort } from './actList';

/** The managers' Excel export of exactly the filtered list. */
export const actExportUrlOf = (state: ListState<ActFilters, ActSort>): string => {
  const { page: _page, count: _count, ...filters } = actListInputOf(state);
  return urlWithQuery('/admin/api/excel-export/acts', filters);
};
