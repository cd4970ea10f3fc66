import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTRPC, type RouterOutputs } from '../../app/trpc';
import { useKeepsShortlists } from './keepsShortlists';

export type ShortlistView = RouterOutputs['shortlist']['info'];
export type ShortlistEntryView = ShortlistView['entries'][number];
export type ComparisonView = RouterOutputs['shortlist']['compare'];

export const useShortlists = () => {
  const trpc = useTRPC();
  return useQuery({ ...trpc.shortlist.list.queryOptions(), enabled: useKeepsShortlists() });
};

export const useShortlist = (id: string) => {
  const trpc = useTRPC();
  return useQuery({ ...trpc.shortlist.info.queryOptions({ id }), enabled: useKeepsShortlists() });
};

/**
 * Every change answers the list as it now stands: it replaces the cached list, and the list of lists (counts, order)
 * is asked again.
 */
export const useShortlistMutations = () => {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const replace = (list: ShortlistView) => {
    queryClient.setQueryData(trpc.shortlist.info.queryKey({ id: list.id }), list);
    void queryClient.invalidateQueries({ queryKey: trpc.shortlist.list.queryKey() });
  };
  return {
    create: useMutation(trpc.shortlist.create.mutationOptions({ onSuccess: replace })),
    skills: useMutation(
      trpc.shortlist.skills.mutationOptions({
        onSuccess: (list) => {
          replace(list);
          // The comparison counts against the list's skills: it is asked again.
          void queryClient.invalidateQueries({ queryKey: trpc.shortlist.compare.queryKey() });
        },
      }),
    ),
    request: useMutation(
      trpc.shortlist.request.mutationOptions({
        onSuccess: (list) => {
          replace(list);
          // The request's key skills count as needed: the comparison is asked again.
          void queryClient.invalidateQueries({ queryKey: trpc.shortlist.compare.queryKey() });
        },
      }),
    ),
    add: useMutation(trpc.shortlist.add.mutationOptions({ onSuccess: replace })),
    remove: useMutation(trpc.shortlist.remove.mutationOptions({ onSuccess: replace })),
    vote: useMutation(trpc.shortlist.vote.mutationOptions({ onSuccess: replace })),
    comment: useMutation(trpc.shortlist.comment.mutationOptions({ onSuccess: replace })),
    bookTop: useMutation(
      trpc.shortlist.bookTop.mutationOptions({
        onSuccess: () => void queryClient.invalidateQueries({ queryKey: trpc.cart.get.queryKey() }),
      }),
    ),
  };
};
