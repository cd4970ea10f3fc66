import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSession } from '../../app/session/SessionProvider';
import { useTRPC } from '../../app/trpc';
import {
  companyExportUrlOf,
  companyList,
  companyListInputOf,
  type CompanyKindName,
} from '../../features/company/manager/companyList';
import { CompanyListFilters } from '../../features/company/manager/CompanyListFilters';
import { CompanyTable } from '../../features/company/manager/CompanyTable';
import { ExportButton } from '../../kit/files/ExportButton';
import { ListPage } from '../../kit/list/ListPage';
import { useListState } from '../../kit/list/listState';

/**
 * /manager/partners/list and /manager/clients/list; the seeds' /manager/companies/list and /manager/client/list are
 * the same lists (they only set the manager's section).
 */
const CompaniesPage = ({ type }: { readonly type: CompanyKindName }) => {
  const trpc = useTRPC();
  const { profile } = useSession();
  const list = useListState(companyList);
  const companies = useQuery({
    ...trpc.companyAdmin.list.queryOptions(companyListInputOf(type, list.state)),
    placeholderData: keepPreviousData,
  });
  const filters = useQuery(trpc.companyAdmin.filters.queryOptions({ type }));
  const canExport = profile?.scope.includes('excel:export') ?? false;
  return (
    <ListPage
      title={type === 'agency' ? 'Partners' : 'Clients'}
      actions={
        canExport ? (
          <ExportButton
            url={companyExportUrlOf(type, list.state)}
            fallbackName={type === 'agency' ? 'agencies.xlsx' : 'clients.xlsx'}
            requestPath="companyAdmin.export"
          />
        ) : null
      }
      filters={
        <CompanyListFilters list={list} countries={filters.data?.countries} contracted={filters.data?.contracted} />
      }
    >
      <CompanyTable type={type} query={companies} list={list} />
    </ListPage>
  );
};

export const ManagerPartnersPage = () => <CompaniesPage type="agency" />;
export const ManagerClientsPage = () => <CompaniesPage type="client" />;
