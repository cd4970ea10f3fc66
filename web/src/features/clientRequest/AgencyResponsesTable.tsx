import { Anchor, Button } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatDate } from '../../kit/format';
import type { ListPage } from '../../kit/list/ListBody';
import type { ListColumn } from '../../kit/list/ListTable';
import type { ListControls, SetSort, Sort } from '../../kit/list/listState';
import { ListView } from '../../kit/list/ListView';
import { StatusBadge } from '../../kit/status/StatusBadge';
import { requestPaths, type AgencyResponse } from './clientRequestLabels';
import { ClientRequestStatusTag } from './ClientRequestStatusTag';

type Props = {
  readonly query: UseQueryResult<ListPage<AgencyResponse>, unknown>;
  readonly list: ListControls & {
    readonly state: { readonly sort: Sort<never> };
    readonly setSort: SetSort<never>;
  };
  readonly onWithdraw: (response: AgencyResponse) => void;
  readonly withdrawing: string | null;
  /** The response's conversation with the client and the platform, composed by the page. */
  readonly messagesOf?: (response: AgencyResponse) => ReactNode;
};

/** `/pa/responses`: the agency's own answers with the request's title and status, and the withdrawal the table allows. */
export const AgencyResponsesTable = ({ query, list, onWithdraw, withdrawing, messagesOf }: Props) => {
  const columns: ListColumn<AgencyResponse, never>[] = [
    {
      header: 'Request',
      cell: (row) =>
        row.request.status === 'published' ? (
          <Anchor component={Link} to={requestPaths.public.item(row.request.id)} fw={600} size="sm">
            {row.request.title}
          </Anchor>
        ) : (
          row.request.title
        ),
    },
    { header: 'Request status', noWrap: true, cell: (row) => <ClientRequestStatusTag status={row.request.status} /> },
    {
      header: 'Your response',
      noWrap: true,
      cell: (row) => (
        <StatusBadge
          status={row.status === 'submitted' ? 'active' : 'inactive'}
          label={row.status === 'submitted' ? 'Sent' : 'Withdrawn'}
        />
      ),
    },
    { header: 'Specialists', noWrap: true, cell: (row) => row.proposals.length },
    { header: 'Date', noWrap: true, cell: (row) => formatDate(row.updatedAt) },
    ...(messagesOf ? [{ header: 'Messages', noWrap: true, cell: messagesOf }] : []),
  ];
  const words = {
    noun: 'responses',
    empty: {
      title: 'No responses yet',
      description: (
        <>
          Find a request that fits your specialists among the{' '}
          <Anchor component={Link} to={requestPaths.public.list} underline="always">
            client requests
          </Anchor>{' '}
          and respond to it.
        </>
      ),
    },
    filteredEmpty: { title: 'No responses match', description: 'Change the filters.' },
  };
  const actions = (row: AgencyResponse) =>
    row.allowedActions.includes('withdraw') ? (
      <Button
        size="xs"
        variant="default"
        loading={withdrawing === row.id}
        onClick={() => onWithdraw(row)}
        aria-label={`Withdraw your response to ${row.request.title}`}
      >
        Withdraw
      </Button>
    ) : null;
  return (
    <ListView
      query={query}
      list={list}
      words={words}
      table={{ columns, caption: 'Your responses to client requests', minWidth: 760, actions }}
    />
  );
};
