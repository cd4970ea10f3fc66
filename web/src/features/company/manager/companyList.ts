import { COMPANY_PAGE_SIZES, type CompanyListSort } from '../../../../../application/company/backOffice/schemas';
import type { RouterOutputs } from '../../../app/trpc';
import {
  idParam,
  oneOfParam,
  pageInputOf,
  textParam,
  type ListConfig,
  type ListState,
} from '../../../kit/list/listState';

export type CompanyKindName = 'agency' | 'client';
export type CompanyRow = RouterOutputs['companyAdmin']['list']['items'][number];

type Contracted = 'yes' | 'no';
const isContracted = (raw: string): raw is Contracted => raw === 'yes' || raw === 'no';
const isDay = (raw: string): raw is string => /^\d{4}-\d{2}-\d{2}$/.test(raw);

export type CompanyFilters = {
  readonly search: string;
  readonly country: string | null;
  readonly contracted: Contracted | null;
  readonly createdFrom: string | null;
  readonly createdTo: string | null;
};

/** The partners' and clients' lists: the seeds' company filters, sort and admin page sizes, all in the address. */
export const companyList: ListConfig<CompanyFilters, CompanyListSort> = {
  filters: {
    search: textParam('search'),
    country: idParam('country'),
    contracted: oneOfParam('contracted', isContracted),
    createdFrom: oneOfParam('createdFrom', isDay),
    createdTo: oneOfParam('createdTo', isDay),
  },
  sortFields: ['createdAt', 'name', 'employees', 'country'],
  pageSizes: [...COMPANY_PAGE_SIZES],
};

/** The filters as the server reads them (the list call and the export). */
export const companyFilterInputOf = (filters: CompanyFilters) => ({
  ...(filters.search.trim() ? { search: filters.search.trim() } : {}),
  ...(filters.country ? { country: filters.country } : {}),
  ...(filters.contracted ? { contracted: filters.contracted === 'yes' } : {}),
  ...(filters.createdFrom || filters.createdTo
    ? {
        createdAt: {
          ...(filters.createdFrom ? { from: filters.createdFrom } : {}),
          ...(filters.createdTo ? { to: filters.createdTo } : {}),
        },
      }
    : {}),
});

export const companyListInputOf = (type: CompanyKindName, state: ListState<CompanyFilters, CompanyListSort>) => ({
  type,
  ...pageInputOf(state),
  ...companyFilterInputOf(state.filters),
});

/** The export's address: the list's filters, flat as the REST query takes them. */
export const companyExportUrlOf = (
  type: CompanyKindName,
  state: ListState<CompanyFilters, CompanyListSort>,
): string => {
  const { search, country, contracted, createdFrom, createdTo } = state.filters;
  const params = new URLSearchParams();
  if (search.trim()) params.set('search', search.trim());
  if (country) params.set('country', country);
  if (contracted) params.set('contracted', contracted === 'yes' ? 'true' : 'false');
  if (createdFrom) params.set('createdAtFrom', createdFrom);
  if (createdTo) params.set('createdAtTo', createdTo);
  const query = params.toString();
  return `/admin/api/excel-export/${type === 'agency' ? 'agencies' : 'clients'}${query ? `?${query}` : ''}`;
};

/** Where a company's page is: partners for agencies, clients for clients. */
export const companyPathOf = (type: CompanyKindName, id: string): string =>
  `/manager/${type === 'agency' ? 'partners' : 'clients'}/${id}`;
