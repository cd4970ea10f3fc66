import { CONTRACT_SORTS } from '../../../../application/contract/schemas';
import {
  contractTypeCodes,
  documentTypeCodes,
  type ContractKind,
  type ContractTypeCode,
  type DocumentTypeCode,
} from '../../../../domain/contract/contract.kinds';
import type { ContractStatus } from '../../../../domain/contract/contract.status';
import type { RouterOutputs } from '../../app/trpc';
import { urlWithQuery } from '../../kit/files/download';
import {
  idParam,
  manyOfParam,
  oneOfParam,
  pageInputOf,
  textParam,
  type ListConfig,
  type ListState,
} from '../../kit/list/listState';
import { isListedContractStatus, managerSectionOf, restSideOf } from './contractWords';

export type ManagerContract = RouterOutputs['contract']['info'];
export type ContractSort = (typeof CONTRACT_SORTS)[number];
type ListedStatus = Exclude<ContractStatus, 'new'>;

const isDay = (raw: string): raw is string => /^\d{4}-\d{2}-\d{2}$/.test(raw);
const isDocumentType = (raw: string): raw is DocumentTypeCode => (documentTypeCodes as readonly string[]).includes(raw);
const isContractType = (raw: string): raw is ContractTypeCode => (contractTypeCodes as readonly string[]).includes(raw);

export type ContractFilters = {
  readonly search: string;
  readonly statuses: readonly ListedStatus[];
  readonly documentType: DocumentTypeCode | null;
  readonly contractType: ContractTypeCode | null;
  readonly companyId: string | null;
  readonly signedFrom: string | null;
  readonly signedTo: string | null;
};

/** The manager's contract lists: the seeds' filters (status, types, signedAt range, company, search), sort and admin page sizes, in the address. */
export const managerContractList: ListConfig<ContractFilters, ContractSort> = {
  filters: {
    search: textParam('search'),
    statuses: manyOfParam('status', isListedContractStatus),
    documentType: oneOfParam('documentType', isDocumentType),
    contractType: oneOfParam('contractType', isContractType),
    companyId: idParam('companyId'),
    signedFrom: oneOfParam('signedFrom', isDay),
    signedTo: oneOfParam('signedTo', isDay),
  },
  sortFields: CONTRACT_SORTS,
  pageSizes: [20, 8, 16, 24],
};

/** The filters as the list call reads them; the status counts take the same without the statuses. */
export const contractFilterInputOf = (filters: ContractFilters) => ({
  ...(filters.search.trim() ? { search: filters.search.trim() } : {}),
  ...(filters.documentType ? { documentType: [filters.documentType] } : {}),
  ...(filters.contractType ? { contractType: [filters.contractType] } : {}),
  ...(filters.companyId ? { companyId: filters.companyId } : {}),
  ...(filters.signedFrom || filters.signedTo
    ? {
        signedAt: {
          ...(filters.signedFrom ? { from: filters.signedFrom } : {}),
          ...(filters.signedTo ? { to: filters.signedTo } : {}),
        },
      }
    : {}),
});

export const managerContractListInputOf = (kind: ContractKind, state: ListState<ContractFilters, ContractSort>) => ({
  kind,
  ...pageInputOf(state),
  ...contractFilterInputOf(state.filters),
  ...(state.filters.statuses.length > 0 ? { status: [...state.filters.statuses] } : {}),
});

/** The Excel export's address: the list's filters, flat as the REST query takes them. */
export const contractExportUrlOf = (kind: ContractKind, state: ListState<ContractFilters, ContractSort>): string => {
  const { search, statuses, documentType, contractType, companyId, signedFrom, signedTo } = state.filters;
  return urlWithQuery(`/admin/api/excel-export/${restSideOf(kind)}-documents`, {
    search: search.trim(),
    status: statuses,
    documentType,
    contractType,
    companyId,
    signedAtFrom: signedFrom,
    signedAtTo: signedTo,
    sort: pageInputOf(state).sort,
  });
};

export const managerContractPathOf = (kind: ContractKind, id: string): string =>
  `${managerSectionOf(kind)}/${id}/update`;
