import { Button } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { errorMessageOf, notify } from '../../app/notify';
import { useTRPC } from '../../app/trpc';

/**
 * 'Save this search' on the catalogue: saves the address's filters, text and period for the signed-in user, who then
 * gets one e-mail a day at most when new specialists match it.
 */
export const SaveSearchButton = () => {
  const { search } = useLocation();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const save = useMutation(
    trpc.savedSearch.create.mutationOptions({
      onSuccess: async (saved) => {
        notify({
          kind: 'success',
          message: `Search saved as ${saved.title}. You get one e-mail a day at most when new specialists match it.`,
          requestPath: 'savedSearch.create',
        });
        await queryClient.invalidateQueries({ queryKey: trpc.savedSearch.list.queryKey() });
      },
      onError: (error) => notify({ kind: 'error', message: errorMessageOf(error), requestPath: 'savedSearch.create' }),
    }),
  );
  return (
    <Button variant="default" loading={save.isPending} onClick={() => save.mutate({ query: search })}>
      Save this search
    </Button>
  );
};
