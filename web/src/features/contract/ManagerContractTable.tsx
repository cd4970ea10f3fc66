import { Anchor, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ContractKind } from '../../../../domain/contract/contract.kinds';
import { formatDate } from '../../kit/format';
import type { ListPage } from '../../kit/list/ListBody';
import type { ListStateHook } from '../../kit/list/listState';
import { NotSet, type ListColumn } from '../../kit/list/ListTable';
import { ListView } from '../../kit/list/ListView';
import { ContractStatusBadge } from './ContractStatusBadge';
import { kindTitleOf } from './contractWords';
import {
  managerContractPathOf,
  type ContractFilters,
  type ContractSort,
  type ManagerContract,
} from './managerContractList';
import { ContractPdfButton } from './ContractPdfButton';

const columnsOf = (kind: ContractKind): ListColumn<ManagerContract, ContractSort>[] => [
  {
    header: 'Number',
    sortField: 'number',
    noWrap: true,
    cell: (row) => (
      <Anchor component={Link} to={managerContractPathOf(kind, row.id)} fw={600}>
        {row.number}
      </Anchor>
    ),
  },
  { header: 'Status', sortField: 'status', noWrap: true, cell: (row) => <ContractStatusBadge status={row.status} /> },
  { header: kind === 'partner' ? 'Partner' : 'Client', sortField: 'company', cell: (row) => row.company.name },
  {
    header: 'Document',
    cell: (row) => (
      <Stack gap={0}>
        <Text size="sm">{row.documentType.title}</Text>
        <Text size="xs" c="dimmed">
          {row.contractType.title}
        </Text>
      </Stack>
    ),
  },
  { header: 'Signer', cell: (row) => `${row.signerName}, ${row.signerPosition}` },
  {
    header: 'Signed',
    sortField: 'signedAt',
    noWrap: true,
    cell: (row) => (row.platformSignature ? formatDate(row.platformSignature.signedAt) : <NotSet />),
  },
  { header: 'Created', sortField: 'createdAt', noWrap: true, cell: (row) => formatDate(row.createdAt) },
  {
    header: 'PDF',
    noWrap: true,
    cell: (row) => (row.documentUrl ? <ContractPdfButton contract={row} /> : <NotSet />),
  },
];

type Props = {
  readonly kind: ContractKind;
  readonly query: UseQueryResult<ListPage<ManagerContract>, unknown>;
  readonly list: ListStateHook<ContractFilters, ContractSort, never>;
  readonly emptyAction?: ReactNode;
};

/** One side's contracts for managers, in every state of a list. */
export const ManagerContractTable = ({ kind, query, list, emptyAction }: Props) => (
  <ListView
    query={query}
    list={list}
    words={{
      noun: 'contracts',
      empty: { title: 'No contracts yet', description: 'Create the first one from a company.', action: emptyAction },
      filteredEmpty: {
        title: 'No contracts match the filters',
        description: 'Change or reset the filters to see more.',
      },
    }}
    table={{ columns: columnsOf(kind), caption: kindTitleOf(kind), minWidth: 980 }}
  />
);
