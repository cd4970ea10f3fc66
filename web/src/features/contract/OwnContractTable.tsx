import { Anchor } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatDate } from '../../kit/format';
import type { ListPage } from '../../kit/list/ListBody';
import type { ListStateHook } from '../../kit/list/listState';
import { NotSet, type ListColumn } from '../../kit/list/ListTable';
import { ListView } from '../../kit/list/ListView';
import { ContractStatusBadge } from './ContractStatusBadge';
import { ContractPdfButton } from './ContractPdfButton';
import { ownContractPathOf, type OwnContract, type OwnContractSort } from './ownContractList';

const columns: ListColumn<OwnContract, OwnContractSort>[] = [
  {
    header: 'Number',
    sortField: 'number',
    noWrap: true,
    cell: (row) => (
      <Anchor component={Link} to={ownContractPathOf(row.id)} fw={600}>
        {row.number}
      </Anchor>
    ),
  },
  { header: 'Status', sortField: 'status', noWrap: true, cell: (row) => <ContractStatusBadge status={row.status} /> },
  { header: 'Document type', cell: (row) => row.documentType.title },
  { header: 'Contract type', cell: (row) => row.contractType.title },
  { header: 'Date', sortField: 'createdAt', noWrap: true, cell: (row) => formatDate(row.date ?? row.createdAt) },
  {
    header: 'PDF',
    noWrap: true,
    cell: (row) => (row.documentUrl ? <ContractPdfButton contract={row} /> : <NotSet />),
  },
];

type Props = {
  readonly query: UseQueryResult<ListPage<OwnContract>, unknown>;
  readonly list: ListStateHook<Record<string, never>, OwnContractSort, never>;
  /** What a company without contracts can do (an agency requests its NDA). */
  readonly emptyAction?: ReactNode;
};

/** The company's contracts in every state of a list. */
export const OwnContractTable = ({ query, list, emptyAction }: Props) => (
  <ListView
    query={query}
    list={list}
    words={{
      noun: 'contracts',
      empty: {
        title: 'No contracts yet',
        description: 'Contracts appear here when your personal manager sends one for signature.',
        action: emptyAction,
      },
      filteredEmpty: { title: 'No contracts match', description: 'Reset the filters to see all.' },
    }}
    table={{ columns, caption: 'Your contracts', minWidth: 760 }}
  />
);
