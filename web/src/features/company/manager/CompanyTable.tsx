import { Badge } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { CompanyListSort } from '../../../../../application/company/backOffice/schemas';
import { formatDate } from '../../../kit/format';
import type { ListPage } from '../../../kit/list/ListBody';
import type { ListStateHook } from '../../../kit/list/listState';
import { NotSet, RowLogo, RowTitle, type ListColumn } from '../../../kit/list/ListTable';
import { ListView } from '../../../kit/list/ListView';
import { companyPathOf, type CompanyFilters, type CompanyKindName, type CompanyRow } from './companyList';

const columnsOf = (type: CompanyKindName): ListColumn<CompanyRow, CompanyListSort>[] => [
  {
    header: 'Company',
    sortField: 'name',
    cell: (row) => (
      <RowTitle
        title={row.name}
        to={companyPathOf(type, row.id)}
        subtitle={row.legalName ?? row.taxNumber}
        avatar={<RowLogo src={row.logoUrl} title={row.name} />}
      />
    ),
  },
  { header: 'Country', sortField: 'country', cell: (row) => row.countryName ?? <NotSet /> },
  { header: 'People', sortField: 'employees', noWrap: true, cell: (row) => row.employees },
  {
    header: 'Contract',
    noWrap: true,
    cell: (row) =>
      row.contracted ? (
        <Badge color="teal.9" variant="outline" tt="none">
          Signed
        </Badge>
      ) : (
        <NotSet>None</NotSet>
      ),
  },
  {
    header: 'Personal manager',
    cell: (row) => (row.personalManager ? `${row.personalManager.name} ${row.personalManager.surname}` : <NotSet />),
  },
  { header: 'Registered', sortField: 'createdAt', noWrap: true, cell: (row) => formatDate(row.createdAt) },
];

type Props = {
  readonly type: CompanyKindName;
  readonly query: UseQueryResult<ListPage<CompanyRow>, unknown>;
  readonly list: ListStateHook<CompanyFilters, CompanyListSort, never>;
};

/** The partners' or clients' table in every state of a list. */
export const CompanyTable = ({ type, query, list }: Props) => {
  const noun = type === 'agency' ? 'partners' : 'clients';
  return (
    <ListView
      query={query}
      list={list}
      words={{
        noun,
        empty: { title: `No ${noun} yet`, description: 'Companies appear here when they register.' },
        filteredEmpty: {
          title: `No ${noun} match the filters`,
          description: 'Change or reset the filters to see more.',
        },
      }}
      table={{
        columns: columnsOf(type),
        caption: type === 'agency' ? 'Partner companies' : 'Client companies',
        minWidth: 820,
      }}
    />
  );
};
