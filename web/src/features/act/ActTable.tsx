import { Anchor } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatMoney, formatMonth } from '../../kit/format';
import type { ListPage } from '../../kit/list/ListBody';
import type { ListStateHook } from '../../kit/list/listState';
import { NotSet, type ListColumn } from '../../kit/list/ListTable';
import { ListView } from '../../kit/list/ListView';
import { ActPdfButton } from './ActPdfButton';
import { ActStatusBadge } from './ActStatusBadge';
import type { ActFilters, ActSort } from './actList';
import { actPathOf, type ActSide, type AgencyAct, type ClientAct, type ManagerAct } from './actWords';

type Row = AgencyAct | ClientAct | ManagerAct;

const amountOf = (side: ActSide, row: Row): number =>
  side === 'agency' ? (row as AgencyAct).agencyAmountCents : (row as ClientAct).totalCents;
const pdfOf = (side: ActSide, row: Row) => {
  const url = side === 'agency' ? (row as AgencyAct).actUrl : (row as ClientAct).invoiceUrl;
  return url ? (
    <ActPdfButton
      url={url}
      label={side === 'agency' ? 'Act PDF' : 'Invoice PDF'}
      fileName={`${side === 'agency' ? 'Act' : 'Invoice'} ${row.number}.pdf`}
    />
  ) : (
    <NotSet />
  );
};

const columnsOf = (side: ActSide): ListColumn<Row, ActSort>[] => [
  {
    header: 'Act',
    noWrap: true,
    cell: (row) => (
      <Anchor component={Link} to={actPathOf(side, row.id)} fw={600}>
        {row.number}
      </Anchor>
    ),
  },
  { header: 'Specialist', cell: (row) => row.specialist.name },
  ...(side === 'manager'
    ? [
        { header: 'Agency', cell: (row: Row) => (row as ManagerAct).agencyName },
        { header: 'Client', cell: (row: Row) => (row as ManagerAct).clientName },
      ]
    : []),
  ...(side === 'agency' ? [{ header: 'Client', cell: (row: Row) => (row as AgencyAct).clientName }] : []),
  { header: 'Month', sortField: 'month', noWrap: true, cell: (row) => formatMonth(`${row.month}-01`) },
  { header: 'Hours', noWrap: true, cell: (row) => row.hours },
  {
    header: side === 'agency' ? 'Amount' : 'Total',
    sortField: 'totalCents',
    noWrap: true,
    cell: (row) => formatMoney(amountOf(side, row)),
  },
  { header: 'Status', noWrap: true, cell: (row) => <ActStatusBadge status={row.status} /> },
  ...(side === 'manager' ? [] : [{ header: 'PDF', noWrap: true, cell: (row: Row) => pdfOf(side, row) }]),
];

type Props = {
  readonly side: ActSide;
  readonly query: UseQueryResult<ListPage<Row>, unknown>;
  readonly list: ListStateHook<ActFilters, ActSort, never>;
  readonly emptyDescription: string;
  readonly emptyAction?: React.ReactNode;
};

/** One side's acts in every state of a list. */
export const ActTable = ({ side, query, list, emptyDescription, emptyAction }: Props) => (
  <ListView
    query={query}
    list={list}
    words={{
      noun: 'acts',
      empty: { title: 'No acts yet', description: emptyDescription, action: emptyAction },
      filteredEmpty: { title: 'No acts match', description: 'Reset the filters to see all.' },
    }}
    table={{ columns: columnsOf(side), caption: side === 'client' ? 'Your acts and invoices' : 'Acts', minWidth: 820 }}
  />
);
