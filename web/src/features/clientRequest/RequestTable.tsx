import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { formatDate } from '../../kit/format';
import type { ListPage } from '../../kit/list/ListBody';
import { updatedColumn } from '../../kit/list/columns';
import { RowTitle, type ListColumn } from '../../kit/list/ListTable';
import type { ListControls, SetSort, Sort } from '../../kit/list/listState';
import { ListView } from '../../kit/list/ListView';
import { requestPaths } from './clientRequestLabels';
import type { ClientRequestRow, RequestSortField } from './clientRequestList';
import { ClientRequestStatusTag } from './ClientRequestStatusTag';

type Props = {
  readonly viewer: 'client' | 'manager';
  readonly query: UseQueryResult<ListPage<ClientRequestRow>, unknown>;
  readonly list: ListControls & {
    readonly state: { readonly sort: Sort<RequestSortField> };
    readonly setSort: SetSort<RequestSortField>;
  };
  readonly emptyAction?: ReactNode;
};

/** The client's own requests or every request for a manager: one row each, sortable, with its responses. */
export const RequestTable = ({ viewer, query, list, emptyAction }: Props) => {
  const paths = requestPaths[viewer];
  const columns: ListColumn<ClientRequestRow, RequestSortField>[] = [
    {
      header: 'Request',
      sortField: 'title',
      cell: (row) => <RowTitle title={row.title} to={paths.item(row.id)} subtitle={`No. ${row.number}`} />,
    },
    ...(viewer === 'manager'
      ? [{ header: 'Client', cell: (row: ClientRequestRow) => ('clientName' in row ? String(row.clientName) : '') }]
      : []),
    {
      header: 'Status',
      sortField: 'status',
      noWrap: true,
      cell: (row) => <ClientRequestStatusTag status={row.status} />,
    },
    {
      header: 'Period',
      sortField: 'periodFrom',
      noWrap: true,
      cell: (row) => `${formatDate(row.periodFrom)} – ${formatDate(row.periodTo)}`,
    },
    { header: 'Responses', noWrap: true, cell: (row) => row.responsesCount },
    updatedColumn(),
  ];
  const words = {
    noun: 'requests',
    empty:
      viewer === 'client'
        ? {
            title: 'No requests yet',
            description:
              'Describe who you are looking for: once a manager publishes it, agencies propose their specialists.',
            action: emptyAction,
          }
        : { title: 'No client requests yet', description: 'Requests appear here when clients send them.' },
    filteredEmpty: {
      title: 'No requests match the filters',
      description: 'Change the search or the statuses to see more.',
    },
  };
  return (
    <ListView
      query={query}
      list={list}
      words={words}
      table={{
        columns,
        caption: viewer === 'client' ? 'Your requests' : 'Client requests',
        minWidth: viewer === 'manager' ? 900 : 760,
      }}
    />
  );
};
