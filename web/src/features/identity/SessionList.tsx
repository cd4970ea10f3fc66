import { Badge, Button, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSession } from '../../app/session/SessionProvider';
import { useTRPC } from '../../app/trpc';
import { ErrorState } from '../../kit/ErrorState';
import { formatDateTime } from '../../kit/format';
import { LoadingState } from '../../kit/LoadingState';

/**
 * Where the user is signed in: each live session by device and address, with its start and last use; any other one
 * can be signed out (a lost phone, a shared computer), or all of them at once. Signing out this one is the logout.
 */
export const SessionList = () => {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { logOut } = useSession();
  const sessions = useQuery(trpc.identity.sessions.queryOptions());
  const end = useMutation(
    trpc.identity.endSessions.mutationOptions({
      onSuccess: () => queryClient.invalidateQueries({ queryKey: trpc.identity.sessions.queryKey() }),
    }),
  );

  if (sessions.isPending) return <LoadingState rows={3} label="Loading your sessions" />;
  if (sessions.isError)
    return <ErrorState message="Your sessions could not be loaded." onRetry={() => void sessions.refetch()} />;

  const others = sessions.data.items.filter((session) => !session.current);
  return (
    <Stack align="flex-start">
      <Table.ScrollContainer minWidth={520} w="100%">
        <Table aria-label="Where you are signed in" verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Device</Table.Th>
              <Table.Th>Address</Table.Th>
              <Table.Th>Signed in</Table.Th>
              <Table.Th>Last active</Table.Th>
              <Table.Th>
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {sessions.data.items.map((session) => (
              <Table.Tr key={session.id}>
                <Table.Td>
                  <Group gap={4}>
                    <Text size="sm">{session.device}</Text>
                    {session.current ? (
                      <Badge variant="filled" color="green.9" style={{ flexShrink: 0 }}>
                        This device
                      </Badge>
                    ) : null}
                  </Group>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{session.address ?? 'Unknown'}</Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{formatDateTime(session.createdAt)}</Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{formatDateTime(session.lastSeenAt)}</Text>
                </Table.Td>
                <Table.Td>
                  {session.current ? (
                    <Button size="compact-sm" variant="default" onClick={() => void logOut()}>
                      Log out
                    </Button>
                  ) : (
                    <Button
                      size="compact-sm"
                      variant="default"
                      aria-label={`Sign out ${session.device}, ${session.address ?? 'unknown address'}`}
                      loading={end.isPending && end.variables.id === session.id}
                      onClick={() => end.mutate({ id: session.id })}
                    >
                      Sign out
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {others.length > 0 ? (
        <Button
          variant="default"
          loading={end.isPending && end.variables.allOthers === true}
          onClick={() => end.mutate({ allOthers: true })}
        >
          Sign out everywhere else
        </Button>
      ) : (
        <Text size="sm" c="dark.5">
          You are signed in on this device only.
        </Text>
      )}
      {end.error ? (
        <Text size="sm" c="red.9" role="alert">
          {end.error.message}
        </Text>
      ) : null}
    </Stack>
  );
};
