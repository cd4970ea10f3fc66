import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TeamOutput } from '../../../../application/team/schemas';
import { errorMessageOf, notify } from '../../app/notify';
import { useTRPC } from '../../app/trpc';

/** Confirms a deletion and says what it does to clients' carts. */
export const DeleteTeamDialog = ({
  team,
  onClose,
}: {
  readonly team: TeamOutput | null;
  readonly onClose: () => void;
}) => {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const remove = useMutation(
    trpc.team.delete.mutationOptions({
      onSuccess: async () => {
        await queryClient.invalidateQueries({ queryKey: trpc.team.pathKey() });
        notify({ kind: 'success', message: `Team ${team?.name ?? ''} deleted` });
        onClose();
      },
    }),
  );
  return (
    <Modal
      closeButtonProps={{ 'aria-label': 'Close' }}
      opened={team !== null}
      onClose={() => {
        remove.reset();
        onClose();
      }}
      title={team ? `Delete team ${team.name}?` : 'Delete team'}
    >
      <Stack>
        <Text size="sm">
          The team leaves the catalogue and can no longer be booked. Its specialists stay published. Clients who already
          added the team keep its members in their request.
        </Text>
        {remove.isError ? (
          <Alert color="red" role="alert">
            {errorMessageOf(remove.error)}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button color="red" loading={remove.isPending} onClick={() => team && remove.mutate({ teamId: team.id })}>
            Delete team
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
};
