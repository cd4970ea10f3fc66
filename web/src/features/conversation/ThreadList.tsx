import { Anchor, Badge, Box, Group, NavLink, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { threadSearchMaxLength } from '../../../../application/conversation/schemas';
import { useTRPC } from '../../app/trpc';
import { DebouncedSearchInput } from '../../kit/DebouncedSearchInput';
import { EmptyList } from '../../kit/EmptyList';
import { ErrorState } from '../../kit/ErrorState';
import { formatDateTime } from '../../kit/format';
import { LoadingState } from '../../kit/LoadingState';
import { subjectWords, type ThreadItem } from './conversationWords';

type Props = {
  /** The thread shown beside the list (the personal area names it by its subject, the back office by its id). */
  readonly isSelected: (thread: ThreadItem) => boolean;
  readonly onSelect: (thread: ThreadItem) => void;
  /** The search in force (kept in the page's address); '' lists every thread. */
  readonly search: string;
  readonly onSearch: (search: string) => void;
  /** Where the thread's subject is read in full (the back office links each thread to its subject's page). */
  readonly subjectLink?: (thread: ThreadItem) => { readonly to: string; readonly label: string } | null;
};

/**
 * The caller's threads, unread first (the server's order), each a button naming its subject and unread count; a
 * search keeps the threads with a message that reads so for the caller (never what the other side's masking hid).
 */
export const ThreadList = ({ isSelected, onSelect, search, onSearch, subjectLink }: Props) => {
  const trpc = useTRPC();
  const list = useQuery(
    trpc.conversation.list.queryOptions({
      page: 1,
      count: 50,
      ...(search ? { search: search.slice(0, threadSearchMaxLength) } : {}),
    }),
  );
  const box = (
    <DebouncedSearchInput
      label="Search the messages"
      placeholder="A word in a message"
      value={search}
      onSearch={onSearch}
      flex="0 0 auto"
    />
  );
  const body = () => {
    if (list.isPending) return <LoadingState rows={4} label="Loading the conversations" />;
    if (list.isError)
      return <ErrorState message="The conversations could not be loaded." onRetry={() => void list.refetch()} />;
    if (list.data.items.length === 0)
      return search ? (
        <EmptyList
          title={`No conversation mentions "${search}"`}
          description="Try another word, or clear the search to see every conversation."
        />
      ) : (
        <EmptyList
          title="No conversations yet"
          description="Write on a candidate, a contract or an act, and the conversation appears here."
        />
      );
    return (
      <Stack component="nav" aria-label="Conversations" gap={2}>
        {list.data.items.map((thread) => {
          const link = subjectLink?.(thread) ?? null;
          return (
            <Box key={thread.id}>
              <NavLink
                component="button"
                type="button"
                active={isSelected(thread)}
                // Grey, not the primary's light blue: the chosen row keeps its texts' contrast.
                color="gray"
                styles={{ description: { color: 'var(--mantine-color-dark-5)' } }}
                aria-current={isSelected(thread) ? 'true' : undefined}
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
              {link ? (
                <Anchor component={Link} to={link.to} size="xs" pl="sm">
                  {link.label}
                </Anchor>
              ) : null}
            </Box>
          );
        })}
      </Stack>
    );
  };
  return (
    <Stack gap="sm">
      {box}
      {body()}
    </Stack>
  );
};
