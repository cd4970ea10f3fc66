import { Grid, Text } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { Thread } from '../../features/conversation/Thread';
import { ThreadList } from '../../features/conversation/ThreadList';
import { subjectWords, type SubjectType } from '../../features/conversation/conversationWords';
import { useThreadEvents } from '../../features/conversation/useThreadEvents';
import { PageHeader } from '../../kit/PageHeader';

const isSubjectType = (value: string | null): value is SubjectType => value !== null && value in subjectWords;

/**
 * The personal area's conversations: the caller's threads, unread first, and the chosen one beside them (under them
 * on a phone). The address names the subject (`?subjectType=candidate&subjectId=…`), so a subject's page links here
 * to start or continue its thread; `?search=` keeps the threads that mention a word.
 */
export const ConversationsPage = () => {
  const [params, setParams] = useSearchParams();
  useThreadEvents();
  const subjectType = params.get('subjectType');
  const subjectId = params.get('subjectId');
  const chosen = isSubjectType(subjectType) && subjectId ? { subjectType, subjectId } : null;
  const search = (params.get('search') ?? '').trim();
  // A change starts from the address as it is now, not as last rendered (a search sent after a pause must not undo
  // the thread chosen meanwhile); the search and the chosen thread travel together, so Back and a link show both.
  const change = (write: (address: URLSearchParams) => void, replace = false) =>
    setParams(
      (rendered) => {
        const next = new URLSearchParams(typeof window === 'undefined' ? rendered : window.location.search);
        write(next);
        return next;
      },
      { replace },
    );
  return (
    <>
      <PageHeader title="Messages" />
      <Grid>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <ThreadList
            isSelected={(thread) => thread.subjectType === subjectType && thread.subjectId === subjectId}
            search={search}
            onSearch={(text) =>
              change((address) => (text ? address.set('search', text) : address.delete('search')), true)
            }
            onSelect={(thread) =>
              change((address) => {
                address.set('subjectType', thread.subjectType);
                address.set('subjectId', thread.subjectId);
              })
            }
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          {chosen ? (
            <Thread
              key={`${chosen.subjectType}:${chosen.subjectId}`}
              subjectType={chosen.subjectType}
              subjectId={chosen.subjectId}
              title={`${subjectWords[chosen.subjectType]}: messages`}
            />
          ) : (
            <Text c="dimmed">Choose a conversation to read it.</Text>
          )}
        </Grid.Col>
      </Grid>
    </>
  );
};
