import type { RouterOutputs } from '../../app/trpc';
import {
  idParam,
  manyOfParam,
  searchedPageInputOf,
  textParam,
  type ListConfig,
  type ListState,
} from '../../kit/list/listState';
import { isRequestStatus, type ClientRequestStatus } from './clientRequestLabels';

export type ClientRequestRow = RouterOutputs['clientRequest']['listForClient']['items'][number];
export type RequestSortField = 'title' | 'status' | 'updatedAt' | 'periodFrom';
export type RequestFilters = {
  readonly search: string;
  readonly statuses: readonly Exclude<ClientRequestStatus, 'new'>[];
};

const sortFields: readonly RequestSortField[] = ['title', 'status', 'updatedAt', 'periodFrom'];
export const clientRequestList: ListConfig<RequestFilters, RequestSortField> = {
  filters: { search: textParam('search'), statuses: manyOfParam('status', isRequestStatus) },
  sortFields,
  pageSizes: [20, 50, 100],
};

export const requestListInputOf = (state: ListState<RequestFilters, RequestSortField, string>) =>
  searchedPageInputOf(state);

/** The public list's filters, in the address: a category, a key skill, a period. */
export type PublicRequestFilters = {
  readonly categoryId: string | null;
  readonly keySkillId: string | null;
  readonly from: string;
  readonly to: string;
};
export const publicRequestList: ListConfig<PublicRequestFilters, never> = {
  filters: {
    categoryId: idParam('category'),
    keySkillId: idParam('skill'),
    from: textParam('from'),
    to: textParam('to'),
  },
  sortFields: [],
  pageSizes: [20],
};
export const publicListInputOf = (state: ListState<PublicRequestFilters, never, string>) => ({
  page: state.page,
  count: state.pageSize,
  ...(state.filters.categoryId ? { categoryId: state.filters.categoryId } : {}),
  ...(state.filters.keySkillId ? { keySkillId: state.filters.keySkillId } : {}),
  ...(state.filters.from ? { from: state.filters.from } : {}),
  ...(state.filters.to ? { to: state.filters.to } : {}),
});
