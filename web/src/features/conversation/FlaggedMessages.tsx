import { Anchor, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTRPC, type RouterOutputs } from '../../app/trpc';
import { EmptyList } from '../../kit/EmptyList';
import { ErrorState } from '../../kit/ErrorState';
import { formatDateTime } from '../../kit/format';
import { ListPagination } from '../../kit/list/ListPagination';
import { LoadingState } from '../../kit/LoadingState';
import { managerSubjectLink } from './managerSubjectLink';

type Flagged = RouterOutputs['conversation']['flagged']['items'][number];
export type FlaggedKind = 'reported' | 'masked';

const PAGE_SIZE = 20;

const sideWords: Record<Flagged['reports'][number]['side'], string> = {
  client: 'client',
  agency: 'agency',
  company: 'company',
  platform: 'platform',
};

const FlaggedItem = ({
  row,
  kind,
  onOpen,
}: {
  readonly row: Flagged;
  readonly kind: FlaggedKind;
  readonly onOpen: (threadId: string) => void;
}) => {
  const { message, thread } = row;
  const link = managerSubjectLink(thread);
  return (
    <Paper component="li" withBorder p="sm" radius="md" style={{ listStyle: 'none' }}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text size="sm" fw={600}>
            {link ? (
              <Anchor component={Link} to={link.to}>
                {thread.title}
              </Anchor>
            ) : (
              thread.title
            )}
          </Text>
          <Text size="xs" c="dimmed" component="time" dateTime={row.flaggedAt}>
            {kind === 'reported' ? 'Reported ' : 'Sent '}
            {formatDateTime(row.flaggedAt)}
          </Text>
        </Group>
        <Text size="sm">
          {message.sender.name}
          <Text span size="sm" c="dimmed">
            {` · ${message.senderCompanyName} (${sideWords[message.sender.side]})`}
          </Text>
          {message.hidden ? (
            <Badge ml="xs" size="sm" color="gray">
              Hidden
            </Badge>
          ) : null}
        </Text>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {message.originalText}
        </Text>
        {message.maskedText ? (
          <Text size="sm" c="dark.5" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            <Text span size="sm" fw={600}>
              The other side read:{' '}
            </Text>
            {message.maskedText}
          </Text>
        ) : null}
        {message.hidden && message.hiddenReason ? (
          <Text size="sm" c="dark.5">
            Hidden because: {message.hiddenReason}
          </Text>
        ) : null}
        {row.reports.length > 0 ? (
          <Stack component="ul" gap={2} p={0} m={0} aria-label="Reports">
            {row.reports.map((report) => (
              <Text component="li" key={report.userId} size="sm" style={{ listStyle: 'none' }}>
                Reported by {report.name} ({report.company}, {sideWords[report.side]}) on{' '}
                {formatDateTime(report.reportedAt)}: “{report.reason}”
              </Text>
            ))}
          </Stack>
        ) : null}
        <Group gap="xs">
          <Button
            size="compact-sm"
            variant="light"
            onClick={() => onOpen(thread.id)}
            aria-label={`Open the thread of ${thread.title}`}
          >
            Open the thread
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
};

/**
 * The manager's reported or masked messages on the subjects they run, newest first, a page at a time: the original
 * and what the other side read, who reported and why; "Open the thread" shows it, where the message can be hidden.
 */
export const FlaggedMessages = ({
  kind,
  page,
  onPage,
  onOpen,
}: {
  readonly kind: FlaggedKind;
  readonly page: number;
  readonly onPage: (page: number) => void;
  readonly onOpen: (threadId: string) => void;
}) => {
  const trpc = useTRPC();
  // Read anew each time the tab opens: a message hidden or reported meanwhile shows as it is now.
  const list = useQuery({
    ...trpc.conversation.flagged.queryOptions({ kind, page, count: PAGE_SIZE }),
    refetchOnMount: 'always',
  });
  if (list.isPending) return <LoadingState rows={3} label="Loading the messages" />;
  if (list.isError)
    return <ErrorState message="The messages could not be loaded." onRetry={() => void list.refetch()} />;
  if (list.data.items.length === 0)
    return (
      <EmptyList
        title={kind === 'reported' ? 'No reported messages' : 'No masked messages'}
        description={
          kind === 'reported'
            ? 'A message a participant reports to the platform appears here.'
            : 'A message whose contact details the other side read hidden appears here.'
        }
      />
    );
  return (
    <>
      <Stack
        component="ol"
        gap="sm"
        p={0}
        m={0}
        aria-label={kind === 'reported' ? 'Reported messages' : 'Masked messages'}
      >
        {list.data.items.map((row) => (
          <FlaggedItem key={row.message.id} row={row} kind={kind} onOpen={onOpen} />
        ))}
      </Stack>
      <ListPagination page={page} count={PAGE_SIZE} total={list.data.meta.total} onPage={onPage} />
    </>
  );
};
