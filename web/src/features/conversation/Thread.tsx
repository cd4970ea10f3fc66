import { Alert, Badge, Box, Button, Card, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { StoredFile } from '../../../../application/files/fileContracts';
import { conversationRules } from '../../../../domain/conversation/conversation.rules';
import { notifyError } from '../../app/notify';
import { httpStatusOf, useTRPC } from '../../app/trpc';
import { ErrorState } from '../../kit/ErrorState';
import { formatDateTime } from '../../kit/format';
import { LoadingState } from '../../kit/LoadingState';
import { MessageText } from '../../kit/MessageText';
import { maskedNotice, type SubjectType, type ThreadMessage } from './conversationWords';
import { AttachmentPicker } from './AttachmentPicker';
import { MessageActions } from './MessageActions';
import { MessageAttachments } from './MessageAttachments';
import { seenByLine } from './readReceipts';
import { useThreadEvents } from './useThreadEvents';

const MAX_MESSAGE_LENGTH = conversationRules.maxTextLength;

type Props = {
  readonly subjectType: SubjectType;
  readonly subjectId: string;
  /** The heading's text; the thread is a region named by it. */
  readonly title?: string;
  /**
   * Inline on a subject's page: new messages arrive live through the page's own stream, and a caller who does not
   * take part (the server answers 404) sees nothing at all instead of an error.
   */
  readonly inline?: boolean;
  /** Inline in a card of its own; not when the page already puts it in one (a response's card). */
  readonly framed?: boolean;
};

/** A message's first words, for a quote. */
const excerptOf = (message: ThreadMessage): string => {
  if (message.hidden) return 'a message the platform hid';
  const text = (message.text ?? '').replace(/\s+/g, ' ').trim();
  const words = text.length > 80 ? `${text.slice(0, 80)}…` : text;
  return words === '' ? 'files' : `“${words}”`;
};

/** The line that says which message this one answers: the one on the page, or an earlier one. */
const ReplyQuote = ({ replied }: { readonly replied: ThreadMessage | null }) => (
  <Text size="xs" c="dark.4" mt={4} pl="xs" style={{ borderLeft: '3px solid var(--mantine-color-gray-4)' }}>
    {replied
      ? `In reply to ${replied.sender.own ? 'you' : replied.sender.name}: ${excerptOf(replied)}`
      : 'In reply to an earlier message'}
  </Text>
);

const MessageItem = ({
  message,
  replied,
  staff,
  readerSide,
  onChanged,
  onReply,
}: {
  readonly message: ThreadMessage;
  /** The message it answers when it answers one: null when that one is not on this page. */
  readonly replied: ThreadMessage | null | undefined;
  readonly staff: boolean;
  readonly readerSide: ThreadMessage['sender']['side'] | undefined;
  readonly onChanged: () => void;
  readonly onReply: () => void;
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
    {replied !== undefined ? <ReplyQuote replied={replied} /> : null}
    {message.hidden ? (
      <Text size="sm" fs="italic" c="dimmed" mt={4}>
        This message was hidden by the platform.
      </Text>
    ) : (
      <MessageText text={message.text ?? ''} mt={4} />
    )}
    {'actedBy' in message && message.actedBy ? (
      <Text size="xs" c="dark.4" mt={4}>
        Written by {message.actedBy.name} acting as {message.sender.name}
      </Text>
    ) : null}
    <MessageAttachments files={message.files} />
    {message.maskedForOthers.length > 0 ? (
      <Text size="xs" c="orange.9" mt={4}>
        {maskedNotice(message.maskedForOthers)}
      </Text>
    ) : null}
    {seenByLine(message, readerSide) ? (
      <Text size="xs" c="dimmed" mt={4}>
        {seenByLine(message, readerSide)}
      </Text>
    ) : null}
    <MessageActions message={message} staff={staff} onChanged={onChanged} onReply={onReply} />
  </Paper>
);

/**
 * The conversation on one subject, inline on its page: the messages as the caller's side reads them (live), and a
 * form to write. The messages are a log the screen reader announces as they arrive.
 */
export const Thread = ({ subjectType, subjectId, title = 'Messages', inline = false, framed = inline }: Props) => {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const headingId = useId();
  const counterId = useId();
  const [text, setText] = useState('');
  const [files, setFiles] = useState<readonly StoredFile[]>([]);
  const [uploading, setUploading] = useState(false);
  const [replyTo, setReplyTo] = useState<ThreadMessage | null>(null);
  const composer = useRef<HTMLTextAreaElement>(null);
  const input = { subjectType, subjectId, page: 1, count: 100 };
  const thread = useQuery(trpc.conversation.subject.queryOptions(input));
  const absent = thread.isError && httpStatusOf(thread.error) === 404;
  useThreadEvents(inline && thread.isSuccess);
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: trpc.conversation.subject.pathKey() });
    void queryClient.invalidateQueries({ queryKey: trpc.conversation.list.pathKey() });
    void queryClient.invalidateQueries({ queryKey: trpc.conversation.unread.pathKey() });
  };
  const send = useMutation(
    trpc.conversation.send.mutationOptions({
      onSuccess: () => {
        setText('');
        setFiles([]);
        setReplyTo(null);
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

  const empty = text.trim() === '' && files.length === 0;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (empty || uploading || send.isPending) return;
    send.mutate({
      subjectType,
      subjectId,
      text,
      fileIds: files.map((f) => f.id),
      ...(replyTo ? { replyTo: replyTo.id } : {}),
    });
  };

  if (inline && absent) return null;

  const body = (
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
                  replied={
                    message.replyTo
                      ? (thread.data.items.find((other) => other.id === message.replyTo) ?? null)
                      : undefined
                  }
                  staff={thread.data.thread?.side === 'platform'}
                  readerSide={thread.data.thread?.side}
                  onChanged={refresh}
                  onReply={() => {
                    setReplyTo(message);
                    composer.current?.focus();
                  }}
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
          {replyTo ? (
            <Group gap="xs" justify="space-between" wrap="nowrap" align="flex-start" aria-live="polite">
              <div style={{ flex: 1, minWidth: 0 }}>
                <ReplyQuote replied={replyTo} />
              </div>
              <Button
                size="compact-xs"
                variant="subtle"
                aria-label="Cancel the reply"
                style={{ flexShrink: 0 }}
                onClick={() => setReplyTo(null)}
              >
                Cancel
              </Button>
            </Group>
          ) : null}
          <Textarea
            ref={composer}
            label={replyTo ? 'Your reply' : 'Your message'}
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
          <Text size="xs" c="dimmed" id={counterId}>
            {text.length} of {MAX_MESSAGE_LENGTH} characters. Contact details are hidden from the other side.
          </Text>
          <AttachmentPicker files={files} onChange={setFiles} onBusyChange={setUploading} disabled={send.isPending} />
          <Group justify="flex-end">
            <Button type="submit" loading={send.isPending} disabled={empty || uploading}>
              Send
            </Button>
          </Group>
        </Stack>
      </form>
      {unread > 0 ? <Badge color="blue">{unread} new</Badge> : null}
    </Stack>
  );
  return framed ? (
    <Card withBorder radius="md" padding="lg">
      {body}
    </Card>
  ) : (
    body
  );
};
