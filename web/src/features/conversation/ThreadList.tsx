import { Badge, Group, NavLink, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../app/trpc';
import { EmptyList } from '../../kit/EmptyList';
import { ErrorState } from '../../kit/ErrorState';
import { formatDateTime } from '../../kit/format';
import { LoadingState } from '../../kit/LoadingState';
import { subjectWords, type ThreadItem } from './conversationWords';

type Props = {
  readonly selectedId: string | null;
  readonly onSelect: (thread: ThreadItem) => void;
};

/** The caller's threads, unread first (the server's order), each a button naming its subject and unread count. */
export const ThreadList = ({ selectedId, onSelect }: Props) => {
  const trpc = useTRPC();
  const list = useQuery(trpc.conversation.list.queryOptions({ page: 1, count: 50 }));
  if (list.isPending) return <LoadingState rows={4} label="Loading the conversations" />;
  if (list.isError)
    return <ErrorState message="The conversations could not be loaded." onRetry={() => void list.refetch()} />;
  if (list.data.items.length === 0)
    return (
      <EmptyList
        title="No conversations yet"
        description="Write on a candidate, a contract or an act, and the conversation appears here."
      />
    );
  return (
    <Stack component="nav" aria-label="Conversations" gap={2}>
      {list.data.items.map((thread) => (
        <NavLink
          key={thread.id}
          component="button"
          type="button"
          active={thread.id === selectedId}
          aria-current={thread.id === selectedId ? 'true' : undefined}
          onClick={() => onSelect(thread)}
          label={
            <Group gap="xs" justify="space-between" wrap="nowrap">
              <Text size="sm" fw={thread.unread > 0 ? 700 : 400} truncate>
                {thread.title}
              </Text>
              {thread.unread > 0 ? (
                <Badge size="sm" color="blue" aria-label={`${thread.unread} unread`}>
                  {thread.unread}
                </Badge>
              ) : null}
            </Group>
          }
          description={`${subjectWords[thread.subjectType]}${thread.lastMessageAt ? ` · ${formatDateTime(thread.lastMessageAt)}` : ''}`}
        />
      ))}
    </Stack>
  );
};
