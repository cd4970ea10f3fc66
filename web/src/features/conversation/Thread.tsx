import { Alert, Badge, Box, Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { conversationRules } from '../../../../domain/conversation/conversation.rules';
import { notifyError } from '../../app/notify';
import { useTRPC } from '../../app/trpc';
import { ErrorState } from '../../kit/ErrorState';
import { formatDateTime } from '../../kit/format';
import { LoadingState } from '../../kit/LoadingState';
import { maskedNotice, type SubjectType, type ThreadMessage } from './conversationWords';
import { MessageActions } from './MessageActions';

const MAX_MESSAGE_LENGTH = conversationRules.maxTextLength;

type Props = {
  readonly subjectType: SubjectType;
  readonly subjectId: string;
  /** The heading's text; the thread is a region named by it. */
  readonly title?: string;
};

const MessageItem = ({
  message,
  staff,
  onChanged,
}: {
  readonly message: ThreadMessage;
  readonly staff: boolean;
  readonly onChanged: () => void;
}) => (
  <Paper
    component="li"
    withBorder
    p="sm"
    radius="md"
    bg={message.sender.own ? 'var(--mantine-color-blue-0)' : undefined}
    style={{ listStyle: 'none', alignSelf: message.sender.own ? 'flex-end' : 'flex-start', maxWidth: '90%' }}
    aria-label={`${message.sender.own ? 'You' : message.sender.name}, ${formatDateTime(message.sentAt)}`}
  >
    <Group gap="xs" justify="space-between" wrap="wrap">
      <Text size="sm" fw={600}>
        {message.sender.own ? 'You' : message.sender.name}
        <Text span size="sm" c="dimmed" fw={400}>
          {' · '}
          {message.sender.team}
        </Text>
      </Text>
      <Text size="xs" c="dimmed" component="time" dateTime={message.sentAt}>
        {formatDateTime(message.sentAt)}
        {message.edited ? ' · edited' : ''}
      </Text>
    </Group>
    {message.hidden ? (
      <Text size="sm" fs="italic" c="dimmed" mt={4}>
        This message was hidden by the platform.
      </Text>
    ) : (
      <Text size="sm" mt={4} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {message.text}
      </Text>
    )}
    {message.files.length > 0 ? (
      <Text size="xs" c="dimmed" mt={4}>
        Attached: {message.files.map((f) => f.name).join(', ')}
      </Text>
    ) : null}
    {message.maskedForOthers.length > 0 ? (
      <Text size="xs" c="orange.9" mt={4}>
        {maskedNotice(message.maskedForOthers)}
      </Text>
    ) : null}
    <MessageActions message={message} staff={staff} onChanged={onChanged} />
  </Paper>
);

/**
 * The conversation on one subject, inline on its page: the messages as the caller's side reads them (live), and a
 * form to write. The messages are a log the screen reader announces as they arrive.
 */
export const Thread = ({ subjectType, subjectId, title = 'Messages' }: Props) => {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const headingId = useId();
  const counterId = useId();
  const [text, setText] = useState('');
  const input = { subjectType, subjectId, page: 1, count: 100 };
  const thread = useQuery(trpc.conversation.subject.queryOptions(input));
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: trpc.conversation.subject.pathKey() });
    void queryClient.invalidateQueries({ queryKey: trpc.conversation.list.pathKey() });
    void queryClient.invalidateQueries({ queryKey: trpc.conversation.unread.pathKey() });
  };
  const send = useMutation(
    trpc.conversation.send.mutationOptions({
      onSuccess: () => {
        setText('');
        refresh();
      },
      onError: (error) => notifyError(error),
    }),
  );
  const read = useMutation(trpc.conversation.read.mutationOptions({ onSuccess: refresh }));
  const threadId = thread.data?.thread?.id ?? null;
  const unread = thread.data?.thread?.unread ?? 0;
  const { mutate: markRead } = read;
  // Shown on the page means read by the caller's side.
  useEffect(() => {
    if (threadId && unread > 0) markRead({ id: threadId });
  }, [threadId, unread, markRead]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() === '' || send.isPending) return;
    send.mutate({ subjectType, subjectId, text });
  };

  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm">
      <Title order={2} size="h4" id={headingId}>
        {title}
      </Title>
      {thread.isPending ? (
        <LoadingState rows={3} label="Loading the messages" />
      ) : thread.isError ? (
        <ErrorState message="The messages could not be loaded." onRetry={() => void thread.refetch()} />
      ) : (
        <Box role="log" aria-live="polite" aria-label="Messages" data-testid="thread-messages">
          <Stack component="ol" gap="xs" p={0} m={0}>
            {thread.data.items.length === 0 ? (
              <Text component="li" size="sm" c="dimmed" style={{ listStyle: 'none' }}>
                No messages yet. Ask your question below; the platform reads along.
              </Text>
            ) : (
              thread.data.items.map((message) => (
                <MessageItem
                  key={message.id}
                  message={message}
                  staff={thread.data.thread?.side === 'platform'}
                  onChanged={refresh}
                />
              ))
            )}
          </Stack>
        </Box>
      )}
      {send.isError ? (
        <Alert color="red" variant="light" role="alert">
          The message was not sent. Check it and try again.
        </Alert>
      ) : null}
      <form onSubmit={submit} aria-label="Write a message">
        <Stack gap={4}>
          <Textarea
            label="Your message"
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            maxLength={MAX_MESSAGE_LENGTH}
            autosize
            minRows={2}
            maxRows={8}
            aria-describedby={counterId}
            onKeyDown={(event) => {
              // Ctrl+Enter (or Cmd+Enter) sends, as in every messenger; Enter alone is a new line.
              if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) submit(event);
            }}
          />
          <Group justify="space-between">
            <Text size="xs" c="dimmed" id={counterId}>
              {text.length} of {MAX_MESSAGE_LENGTH} characters. Contact details are hidden from the other side.
            </Text>
            <Button type="submit" loading={send.isPending} disabled={text.trim() === ''}>
              Send
            </Button>
          </Group>
        </Stack>
      </form>
      {unread > 0 ? <Badge color="blue">{unread} new</Badge> : null}
    </Stack>
  );
};
