import { Alert, Button, Group, Stack, Table, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { passkeyNameMaxLength } from '../../../../../domain/identity/passkey';
import { useTRPC } from '../../../app/trpc';
import { ErrorState } from '../../../kit/ErrorState';
import { formatDateTime } from '../../../kit/format';
import { LoadingState } from '../../../kit/LoadingState';
import { createPasskey, passkeyProblemOf, passkeysSupported } from './passkeyBrowser';

/**
 * The user's passkeys on the profile: each by name, when added and last used, with 'Remove'; adding one names it and
 * asks the browser to create it (a fingerprint, a face, a PIN or a security key). A passkey is a second factor after
 * the password and signs in alone from the login page.
 */
export const PasskeyList = () => {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const passkeys = useQuery(trpc.identity.passkeys.queryOptions());
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: trpc.identity.passkeys.queryKey() });
    void queryClient.invalidateQueries({ queryKey: trpc.identity.sessions.queryKey() });
  };
  const start = useMutation(trpc.identity.startPasskeyRegistration.mutationOptions());
  const add = useMutation(trpc.identity.addPasskey.mutationOptions({ onSuccess: refresh }));
  const remove = useMutation(trpc.identity.removePasskey.mutationOptions({ onSuccess: refresh }));
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const addPasskey = async () => {
    setProblem(null);
    setBusy(true);
    try {
      const { ceremony, options } = await start.mutateAsync();
      const credential = await createPasskey(options);
      await add.mutateAsync({ ceremony, name: name.trim() || undefined, credential } as never);
      setName('');
    } catch (error) {
      setProblem(passkeyProblemOf(error));
    } finally {
      setBusy(false);
    }
  };

  if (passkeys.isPending) return <LoadingState rows={2} label="Loading your passkeys" />;
  if (passkeys.isError)
    return <ErrorState message="Your passkeys could not be loaded." onRetry={() => void passkeys.refetch()} />;

  return (
    <Stack align="flex-start">
      {passkeys.data.items.length === 0 ? (
        <Text>
          You have no passkey yet. A passkey signs you in with your fingerprint, face, screen lock or security key, with
          or without your password.
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={480} w="100%">
          <Table aria-label="Your passkeys" verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Added</Table.Th>
                <Table.Th>Last used</Table.Th>
                <Table.Th>
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {passkeys.data.items.map((passkey) => (
                <Table.Tr key={passkey.id}>
                  <Table.Td>
                    <Text size="sm">{passkey.name}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{formatDateTime(passkey.createdAt)}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{passkey.lastUsedAt ? formatDateTime(passkey.lastUsedAt) : 'Never'}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Button
                      size="compact-sm"
                      variant="default"
                      aria-label={`Remove passkey ${passkey.name}`}
                      loading={remove.isPending && remove.variables.id === passkey.id}
                      onClick={() => remove.mutate({ id: passkey.id })}
                    >
                      Remove
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {remove.error && <Alert color="orange">{remove.error.message}</Alert>}
      {passkeysSupported() ? (
        <Group align="flex-end">
          <TextInput
            label="Name of the new passkey"
            description="Such as 'Work laptop'; left empty, the browser's name"
            value={name}
            maxLength={passkeyNameMaxLength}
            onChange={(event) => setName(event.currentTarget.value)}
          />
          <Button onClick={() => void addPasskey()} loading={busy}>
            Add a passkey
          </Button>
        </Group>
      ) : (
        <Text>This browser cannot create passkeys.</Text>
      )}
      {problem && (
        <Alert color="orange" title="No passkey was added">
          {problem}
        </Alert>
      )}
    </Stack>
  );
};
