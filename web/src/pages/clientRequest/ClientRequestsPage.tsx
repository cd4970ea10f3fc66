import { Button } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTRPC } from '../../app/trpc';
import {
  isRequestStatus,
  listedRequestStatuses,
  requestPaths,
  requestStatusLabelOf,
} from '../../features/clientRequest/clientRequestLabels';
import { clientRequestList, requestListInputOf } from '../../features/clientRequest/clientRequestList';
import { RequestTable } from '../../features/clientRequest/RequestTable';
import { filterBarOf, ListFilters } from '../../kit/list/ListFilters';
import { ListPage } from '../../kit/list/ListPage';
import { keepPageOf, useListState } from '../../kit/list/listState';

const NewRequestButton = ({ viewer = 'client' }: { readonly viewer?: 'client' | 'manager' }) => (
  <Button component={Link} to={requestPaths[viewer].create}>
    {viewer === 'client' ? 'New request' : 'New request for a client'}
  </Button>
);

/** The requests of one side: the client's own (`/pa/client-requests/list`) or every one for managers, with counts per status. */
const RequestsPage = ({ viewer }: { readonly viewer: 'client' | 'manager' }) => {
  const trpc = useTRPC();
  const list = useListState(clientRequestList);
  const input = requestListInputOf(list.state);
  const clientOptions = trpc.clientRequest.listForClient.queryOptions(input);
  const managerOptions = trpc.clientRequest.listForManager.queryOptions(input);
  const own = useQuery({
    ...clientOptions,
    placeholderData: keepPageOf(clientOptions.queryKey),
    enabled: viewer === 'client',
  });
  const every = useQuery({
    ...managerOptions,
    placeholderData: keepPageOf(managerOptions.queryKey),
    enabled: viewer === 'manager',
  });
  const requests = viewer === 'client' ? own : every;
  const counts = requests.data?.statusCounts;
  const facets = counts
    ? listedRequestStatuses.map((status) => ({
        id: status,
        title: requestStatusLabelOf(status),
        count: counts[status] ?? 0,
      }))
    : undefined;
  return (
    <ListPage
      title={viewer === 'client' ? 'My requests' : 'Client requests'}
      actions={<NewRequestButton viewer={viewer} />}
      filters={
        <ListFilters
          {...filterBarOf(
            list,
            { label: 'Search', placeholder: 'Title or number' },
            { facets, counts, isStatus: isRequestStatus, labelOf: requestStatusLabelOf },
          )}
        />
      }
    >
      <RequestTable viewer={viewer} query={requests} list={list} emptyAction={<NewRequestButton />} />
    </ListPage>
  );
};

export const ClientRequestsPage = () => <RequestsPage viewer="client" />;
export const ManagerRequestsPage = () => <RequestsPage viewer="manager" />;
