import { Grid, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useTRPC } from '../../app/trpc';
import { FlaggedMessages, type FlaggedKind } from '../../features/conversation/FlaggedMessages';
import { managerSubjectLink } from '../../features/conversation/managerSubjectLink';
import { Thread } from '../../features/conversation/Thread';
import { ThreadList } from '../../features/conversation/ThreadList';
import { useThreadEvents } from '../../features/conversation/useThreadEvents';
import { ErrorState } from '../../kit/ErrorState';
import { ListTabs } from '../../kit/list/ListTabs';
import { LoadingState } from '../../kit/LoadingState';
import { PageHeader } from '../../kit/PageHeader';

const tabs = [
  { value: 'threads', label: 'Threads' },
  { value: 'reported', label: 'Reported messages' },
  { value: 'masked', label: 'Masked messages' },
] as const;
type Tab = (typeof tabs)[number]['value'];

const tabOf = (value: string | null): Tab => tabs.find((tab) => tab.value === value)?.value ?? 'threads';

/** The thread named in the address, found by its id (it may be past the list's first page). */
const ChosenThread = ({ id }: { readonly id: string }) => {
  const trpc = useTRPC();
  const found = useQuery(trpc.conversation.messages.queryOptions({ id, page: 1, count: 1 }));
  if (found.isPending) return <LoadingState rows={3} label="Loading the thread" />;
  if (found.isError)
    return <ErrorState message="This conversation could not be found." onRetry={() => void found.refetch()} />;
  const { thread } = found.data;
  return <Thread key={thread.id} subjectType={thread.subjectType} subjectId={thread.subjectId} title={thread.title} />;
};

/**
 * /manager/conversations: the threads of the subjects the staff member runs, unread first, each linked to its
 * subject's page, with the chosen one beside them (`?thread=<id>`, where the unread e-mails link), live; `?search=`
 * keeps the threads that mention a word (staff search the originals); and the reported and masked messages, newest
 * first, each opening its thread, where the message can be hidden with a reason.
 */
export const ManagerConversationsPage = () => {
  const [params, setParams] = useSearchParams();
  useThreadEvents();
  const tab = tabOf(params.get('tab'));
  const threadId = params.get('thread');
  const search = (params.get('search') ?? '').trim();
  const page = Math.max(1, Number(params.get('page')) || 1);
  // A change starts from the address as it is now, not as last rendered: a search sent after a pause in typing must
  // not undo the thread chosen meanwhile.
  const go = (next: { tab?: Tab; thread?: string | null; search?: string; page?: number }, replace = false) =>
    setParams(
      (rendered) => {
        const now = typeof window === 'undefined' ? rendered : new URLSearchParams(window.location.search);
        const kept = new URLSearchParams();
        const nextTab = next.tab ?? tabOf(now.get('tab'));
        if (nextTab !== 'threads') kept.set('tab', nextTab);
        const nextThread = next.thread === undefined ? now.get('thread') : next.thread;
        if (nextThread) kept.set('thread', nextThread);
        const nextSearch = next.search ?? now.get('search') ?? '';
        if (nextSearch) kept.set('search', nextSearch);
        const nextPage = next.page ?? (next.tab ? 1 : Math.max(1, Number(now.get('page')) || 1));
        if (nextPage > 1 && nextTab !== 'threads') kept.set('page', String(nextPage));
        return kept;
      },
      { replace },
    );
  return (
    <>
      <PageHeader title="Conversations" />
      <ListTabs label="Conversation lists" tabs={tabs} value={tab} onChange={(next) => go({ tab: next })}>
        {tab === 'threads' ? (
          <Grid>
            <Grid.Col span={{ base: 12, md: 4 }}>
              <ThreadList
                isSelected={(thread) => thread.id === threadId}
                search={search}
                onSearch={(text) => go({ search: text }, true)}
                onSelect={(thread) => go({ thread: thread.id })}
                subjectLink={managerSubjectLink}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 8 }}>
              {threadId ? <ChosenThread id={threadId} /> : <Text c="dimmed">Choose a conversation to read it.</Text>}
            </Grid.Col>
          </Grid>
        ) : (
          <FlaggedMessages
            kind={tab as FlaggedKind}
            page={page}
            onPage={(next) => go({ page: next })}
            onOpen={(id) => go({ tab: 'threads', thread: id })}
          />
        )}
      </ListTabs>
    </>
  );
};
