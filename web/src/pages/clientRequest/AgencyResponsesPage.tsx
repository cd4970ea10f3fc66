import { Button } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { errorMessageOf, notify } from '../../app/notify';
import { useTRPC } from '../../app/trpc';
import { AgencyResponsesTable } from '../../features/clientRequest/AgencyResponsesTable';
import { ThreadLink } from '../../features/conversation/ThreadLink';
import { requestPaths } from '../../features/clientRequest/clientRequestLabels';
import { ListPage } from '../../kit/list/ListPage';
import { keepPageOf, useListState, type ListConfig } from '../../kit/list/listState';

const responsesList: ListConfig<Record<string, never>, never> = { filters: {}, sortFields: [], pageSizes: [20, 50] };

/** `/pa/responses`: the agency's answers to client requests, only its own, with the request's title, status and date. */
export const AgencyResponsesPage = () => {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const list = useListState(responsesList);
  const options = trpc.clientRequest.myResponses.queryOptions({ page: list.state.page, count: list.state.pageSize });
  const responses = useQuery({ ...options, placeholderData: keepPageOf(options.queryKey) });
  const withdraw = useMutation(
    trpc.clientRequest.withdrawResponse.mutationOptions({
      onSuccess: async () => {
        notify({ kind: 'success', message: 'Your response was withdrawn', requestPath: 'clientRequest.withdraw' });
        await queryClient.invalidateQueries({ queryKey: trpc.clientRequest.pathKey() });
      },
      onError: (error) =>
        notify({ kind: 'error', message: errorMessageOf(error), requestPath: 'clientRequest.withdraw' }),
    }),
  );
  return (
    <ListPage
      title="Responses to client requests"
      actions={
        <Button component={Link} to={requestPaths.public.list} variant="light">
          Find client requests
        </Button>
      }
    >
      <AgencyResponsesTable
        query={responses}
        list={list}
        onWithdraw={(row) => withdraw.mutate({ responseId: row.id })}
        withdrawing={withdraw.isPending ? (withdraw.variables?.responseId ?? null) : null}
        messagesOf={(row) => (
          // The row names the request; the link's name does not repeat its title, which names the request's own link.
          <ThreadLink subjectType="clientRequestResponse" subjectId={row.id} label="Messages" />
        )}
      />
    </ListPage>
  );
};
