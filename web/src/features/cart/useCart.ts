import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CartView } from '../../../../application/cart/cartView';
import { errorMessageOf } from '../../app/notify';
import { useSession } from '../../app/session/SessionProvider';
import { isAppClientError, useTRPC } from '../../app/trpc';

/** The reason the server gives, with every field's own message when the input was refused. */
export const cartErrorOf = (error: unknown): string => {
  const issues = isAppClientError(error) ? (error.data?.issues ?? []) : [];
  const messages = [...new Set(issues.map((issue) => issue.message))];
  return messages.length > 0 ? messages.join('. ') : errorMessageOf(error);
};

/** Only a client company has a cart: the header badge, the popup and /myrequest read it from here. */
export const useIsClient = () => {
  const { status, profile } = useSession();
  return status === 'authenticated' && profile?.role === 'client';
};

export const useCart = () => {
  const trpc = useTRPC();
  return useQuery({ ...trpc.cart.get.queryOptions(), enabled: useIsClient(), staleTime: 10_000 });
};

/** Every cart change answers the whole cart: it replaces the cached one, so totals and the badge follow at once. */
export const useCartMutations = () => {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const replace = (cart: CartView) => queryClient.setQueryData(trpc.cart.get.queryKey(), cart);
  return {
    add: useMutation(trpc.cart.addSpecialist.mutationOptions({ onSuccess: replace })),
    addTeam: useMutation(trpc.cart.addTeam.mutationOptions({ onSuccess: replace })),
    update: useMutation(trpc.cart.updateItem.mutationOptions({ onSuccess: replace })),
    remove: useMutation(trpc.cart.removeItems.mutationOptions({ onSuccess: replace })),
  };
};
