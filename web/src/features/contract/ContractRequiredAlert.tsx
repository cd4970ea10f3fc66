import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { Link } from 'react-router';
import { notifyError } from '../../app/notify';
import { useTRPC, type Profile } from '../../app/trpc';
import { ContactManagerNote } from './ContactManagerNote';

/**
 * Shown before a client builds an interview request when the server says its company has no signed contract
 * (`interview.init`'s `contractSigned`): the page decides nothing itself. One click asks the personal manager.
 */
export const ContractRequiredAlert = ({ manager }: { readonly manager: Profile['personalManager'] | undefined }) => {
  const trpc = useTRPC();
  const ask = useMutation(
    trpc.contract.requestContract.mutationOptions({
      onError: (error) => notifyError(error, 'contract.requestContract'),
    }),
  );
  return (
    <Alert color="orange" variant="light" role="alert" title="A contract is required" mb="lg">
      <Stack gap={6}>
        <Text size="sm">
          A signed contract is required to send interview requests. Contact your account manager to get one.
        </Text>
        <ContactManagerNote manager={manager} />
        <Group gap="md" mt={4} wrap="wrap">
          {ask.isSuccess ? (
            <Text size="sm" role="status" fw={500}>
              {ask.data.sent ? 'Your manager has been asked for a contract.' : 'Your manager was already asked today.'}
            </Text>
          ) : (
            <Button size="xs" variant="outline" color="orange.9" onClick={() => ask.mutate()} loading={ask.isPending}>
              Ask for a contract
            </Button>
          )}
          <Anchor component={Link} to="/pa/documents" size="sm">
            See your contracts
          </Anchor>
        </Group>
      </Stack>
    </Alert>
  );
};
