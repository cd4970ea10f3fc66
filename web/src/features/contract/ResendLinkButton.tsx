import { Button } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notify, notifyError } from '../../app/notify';
import { useTRPC } from '../../app/trpc';

/** 'Send the signing link again': a new single-use link to the signer; the old one stops working. */
export const ResendLinkButton = ({
  id,
  signerEmail,
  label = 'Send the signing link again',
}: {
  readonly id: string;
  readonly signerEmail: string;
  readonly label?: string;
}) => {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const resend = useMutation(
    trpc.contract.resendOwn.mutationOptions({
      onSuccess: () => {
        void queryClient.invalidateQueries({ queryKey: trpc.contract.pathKey() });
        notify({
          kind: 'success',
          message: `A new signing link was sent to ${signerEmail}`,
          requestPath: 'contract.resendOwn',
        });
      },
      onError: (error) => notifyError(error, 'contract.resendOwn'),
    }),
  );
  return (
    <Button variant="default" onClick={() => resend.mutate({ id })} loading={resend.isPending}>
      {label}
    </Button>
  );
};
