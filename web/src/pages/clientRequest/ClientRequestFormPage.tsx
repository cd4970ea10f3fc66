import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { errorMessageOf } from '../../app/notify';
import { httpStatusOf, useTRPC } from '../../app/trpc';
import { requestPaths } from '../../features/clientRequest/clientRequestLabels';
import { ClientRequestForm } from '../../features/clientRequest/ClientRequestForm';
import { ErrorState } from '../../kit/ErrorState';
import { LoadingState } from '../../kit/LoadingState';
import { PageHeader } from '../../kit/PageHeader';

/** `/pa/client-requests/create` and `/pa/client-requests/{id}/update`: the client writes its request. */
export const ClientRequestFormPage = () => {
  const { id } = useParams();
  const trpc = useTRPC();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const request = useQuery({
    ...trpc.clientRequest.info.queryOptions({ requestId: id ?? '' }),
    enabled: id !== undefined,
  });
  const onSaved = async (requestId: string) => {
    await queryClient.invalidateQueries({ queryKey: trpc.clientRequest.pathKey() });
    void navigate(requestPaths.client.item(requestId));
  };
  if (id !== undefined && request.isError && httpStatusOf(request.error) === 404) throw request.error;
  return (
    <>
      <PageHeader
        title={id ? 'Edit request' : 'New request'}
        backTo={id ? requestPaths.client.item(id) : requestPaths.client.list}
        backLabel={id ? 'Request' : 'My requests'}
      />
      {id === undefined ? (
        <ClientRequestForm onSaved={(requestId) => void onSaved(requestId)} />
      ) : request.isPending ? (
        <LoadingState rows={10} label="Loading the request" />
      ) : request.isError ? (
        <ErrorState message={errorMessageOf(request.error)} onRetry={() => void request.refetch()} />
      ) : (
        <ClientRequestForm request={request.data} onSaved={(requestId) => void onSaved(requestId)} />
      )}
    </>
  );
};

/** `/manager/client-requests/create`: a manager writes a request for a client company. */
export const ManagerRequestFormPage = () => {
  const trpc = useTRPC();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const onSaved = async (requestId: string) => {
    await queryClient.invalidateQueries({ queryKey: trpc.clientRequest.pathKey() });
    void navigate(requestPaths.manager.item(requestId));
  };
  return (
    <>
      <PageHeader title="New request for a client" backTo={requestPaths.manager.list} backLabel="Client requests" />
      <ClientRequestForm side="manager" onSaved={(requestId) => void onSaved(requestId)} />
    </>
  );
};
