import type { RouterOutputs } from '../../app/trpc';
import { pageInputOf, type ListConfig, type ListState } from '../../kit/list/listState';

export type OwnContract = RouterOutputs['contract']['own'];
export type OwnContractSort = 'createdAt' | 'number' | 'status';

/** The company's own contracts: the seeds' partner document lists, 8 a page. No filters: a company has a few. */
export const ownContractList: ListConfig<Record<string, never>, OwnContractSort> = {
  filters: {},
  sortFields: ['createdAt', 'number', 'status'],
  pageSizes: [8, 16, 24],
};

export const ownContractListInputOf = (state: ListState<Record<string, never>, OwnContractSort>) => pageInputOf(state);

export const ownContractPathOf = (id: string): string => `/pa/documents/${id}`;
