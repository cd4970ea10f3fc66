import { Anchor, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { errorMessageOf, notify } from '../../app/notify';
import { appCodeOf, useTRPC, type RouterOutputs } from '../../app/trpc';
import { EmptyList } from '../../kit/EmptyList';
import { formatDateTime } from '../../kit/format';
import { ListBody } from '../../kit/list/ListBody';
import { ListPage } from '../../kit/list/ListPage';
import { keepPageOf, useListState, type ListConfig } from '../../kit/list/listState';

type FeedbackMessage = RouterOutputs['content']['feedbackList']['items'][number];
type FeedbackTab = 'all' | 'open' | 'answered';

const feedbackTabs = [
  { value: 'all', label: 'All' },
  { value: 'open', label: 'Open' },
  { value: 'answered', label: 'Answered' },
] as const;

/** Every message by default, so the link of an e-mail or a notification finds its message even once answered. */
const feedbackList: ListConfig<Record<never, never>, never, FeedbackTab> = {
  filters: {},
  sortFields: [],
  pageSizes: [20, 50, 100],
  tabs: ['all', 'open', 'answered'],
};

const uuidShape = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const emptyWords: Record<FeedbackTab, { title: string; description: string }> = {
  all: {
    title: 'No feedback yet',
    description: 'Messages visitors send through the feedback form appear here, newest first.',
  },
  open: {
    title: 'No open messages',
    description: 'Every message has been answered. New ones appear here, and in your notifications.',
  },
  answered: { title: 'No answered messages yet', description: 'A message marked answered shows here with who did it.' },
};

const MessageCard = ({
  message,
  chosen,
  onMark,
  marking,
}: {
  readonly message: FeedbackMessage;
  readonly chosen: boolean;
  readonly onMark: () => void;
  readonly marking: boolean;
}) => {
  const card = useRef<HTMLDivElement>(null);
  // The message of the link comes into view and takes the focus, so a keyboard or screen reader starts there.
  useEffect(() => {
    if (!chosen) return;
    card.current?.scrollIntoView({ block: 'center' });
    card.current?.focus({ preventScroll: true });
  }, [chosen]);
  const titleId = `feedback-${message.id}`;
  return (
    <Paper
      ref={card}
      component="article"
      aria-labelledby={titleId}
      tabIndex={chosen ? -1 : undefined}
      withBorder
      p="md"
      radius="md"
      bg={chosen ? 'var(--mantine-color-yellow-light)' : undefined}
      style={chosen ? { borderColor: 'var(--mantine-color-yellow-filled)', borderWidth: 2 } : undefined}
      data-chosen={chosen || undefined}
    >
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text component="h2" id={titleId} fw={600} size="md" style={{ overflowWrap: 'anywhere' }}>
              {message.name}
            </Text>
            <Anchor
              href={`mailto:${message.email}?subject=${encodeURIComponent('Your message to IT Marketplace')}`}
              size="sm"
              style={{ overflowWrap: 'anywhere' }}
            >
              {message.email}
            </Anchor>
          </Stack>
          <Group gap="xs" wrap="wrap">
            {chosen ? (
              <Badge color="yellow" variant="outline">
                Linked message
              </Badge>
            ) : null}
            <Badge color={message.status === 'open' ? 'blue' : 'teal'} variant="light">
              {message.status === 'open' ? 'Open' : 'Answered'}
            </Badge>
          </Group>
        </Group>
        <Text size="xs" c="dimmed">
          Received {formatDateTime(message.receivedAt)}
        </Text>
        {/* The sender's words as typed: text, never markup. */}
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {message.message}
        </Text>
        {message.answeredBy && message.answeredAt ? (
          <Text size="sm" c="dimmed">
            Answered by {message.answeredBy.name} on {formatDateTime(message.answeredAt)}
          </Text>
        ) : (
          <Group justify="flex-end">
            <Button
              size="xs"
              variant="light"
              onClick={onMark}
              loading={marking}
              aria-label={`Mark as answered: the message from ${message.name}`}
            >
              Mark as answered
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
};

/**
 * /manager/feedback/list: the feedback form's messages, newest first, all, open or answered, with the sender to
 * answer by e-mail and 'Mark as answered' (who and when), so two managers do not answer one sender. `?message=<id>`
 * (the e-mail's and the notification's link) opens the page holding that message, highlighted and in view.
 */
export const FeedbackMessages = () => {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const list = useListState(feedbackList);
  const [params] = useSearchParams();
  const linked = params.get('message');
  const chosenId = linked && uuidShape.test(linked) ? linked : null;
  const tab = list.state.tab ?? 'all';
  const options = trpc.content.feedbackList.queryOptions({
    page: list.state.page,
    count: list.state.pageSize,
    ...(tab === 'all' ? {} : { status: tab }),
    ...(chosenId ? { message: chosenId } : {}),
  });
  const messages = useQuery({ ...options, placeholderData: keepPageOf(options.queryKey) });
  const mark = useMutation(
    trpc.content.markFeedbackAnswered.mutationOptions({
      onSuccess: (answered) => {
        queryClient.setQueryData(options.queryKey, (shown) =>
          shown ? { ...shown, items: shown.items.map((item) => (item.id === answered.id ? answered : item)) } : shown,
        );
        void queryClient.invalidateQueries({ queryKey: trpc.content.feedbackList.pathKey() });
        notify({
          kind: 'success',
          message: `The message from ${answered.name} is marked answered`,
          requestPath: 'content.markFeedbackAnswered',
        });
      },
      onError: (error) => {
        // Someone else answered first: the list shows who.
        void queryClient.invalidateQueries({ queryKey: trpc.content.feedbackList.pathKey() });
        notify({ kind: 'error', message: errorMessageOf(error), requestPath: 'content.markFeedbackAnswered' });
      },
    }),
  );
  // The linked message's page is the server's (meta.page); paging on from it leaves the link.
  const shownPage = chosenId && messages.data ? messages.data.meta.page : list.state.page;
  const controls = { ...list, state: { ...list.state, page: shownPage } };
  const empty = emptyWords[tab];
  const linkedMissing = chosenId !== null && messages.isError && appCodeOf(messages.error) === 'feedback.not_found';

  return (
    <ListPage
      title="Feedback"
      tabs={{ label: 'Feedback messages', tabs: feedbackTabs, value: tab, onChange: list.setTab }}
    >
      {linkedMissing ? (
        <EmptyList
          title="The linked message is not in this list"
          description={
            tab === 'all'
              ? 'It may have been removed.'
              : `It is not among the ${tab} messages: it may have been ${tab === 'open' ? 'answered' : 'left open'}.`
          }
          action={
            <Button variant="default" onClick={() => void navigate('/manager/feedback/list')}>
              Show all messages
            </Button>
          }
        />
      ) : (
        <ListBody
          query={messages}
          list={controls}
          words={{ noun: 'feedback messages', empty, filteredEmpty: empty }}
          loadingRows={6}
        >
          {(rows, refreshing) => (
            <Stack gap="md" style={refreshing ? { opacity: 0.6 } : undefined} aria-busy={refreshing || undefined}>
              {rows.map((message) => (
                <MessageCard
                  key={message.id}
                  message={message}
                  chosen={message.id === chosenId}
                  marking={mark.isPending && mark.variables.id === message.id}
                  onMark={() => mark.mutate({ id: message.id })}
                />
              ))}
            </Stack>
          )}
        </ListBody>
      )}
    </ListPage>
  );
};
