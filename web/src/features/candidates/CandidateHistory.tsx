import { Paper, Stack, Text, Timeline, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { errorMessageOf } from '../../app/notify';
import { useTRPC } from '../../app/trpc';
import { HistoryEntryMeta } from '../history/HistoryEntryMeta';
import { ErrorState } from '../../kit/ErrorState';
import { LoadingState } from '../../kit/LoadingState';
import { candidateEventWordsOf } from './candidateHistoryWords';

/** A candidate has a handful of events; the newest hundred are shown, which covers any real pipeline. */
const SHOWN = 100;

/** Every step of the candidate, newest first: what happened, who did it (and as whom), when. */
export const CandidateHistory = ({ candidateId }: { readonly candidateId: string }) => {
  const trpc = useTRPC();
  // The page's forms invalidate every interview query after a change, this one included.
  const history = useQuery(trpc.interview.history.queryOptions({ id: candidateId, count: SHOWN }));

  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="candidate-history-title">
      <Title order={2} fz="h4" id="candidate-history-title" mb="md">
        History
      </Title>
      {history.isPending ? (
        <LoadingState rows={4} label="Loading the history" />
      ) : history.isError ? (
        <ErrorState message={errorMessageOf(history.error)} onRetry={() => void history.refetch()} />
      ) : history.data.items.length === 0 ? (
        <Text size="sm" c="dimmed">
          No events yet.
        </Text>
      ) : (
        <Timeline bulletSize={12} lineWidth={2} active={-1} aria-label="Candidate history" component="ol" style={{ listStyle: 'none', paddingLeft: 0 }}>
          {history.data.items.map((entry) => {
            const words = candidateEventWordsOf(entry);
            return (
              <Timeline.Item key={entry.version} component="li" bullet={null} title={<Text fw={600} size="sm" component="span">{words.title}</Text>} data-event-type={entry.type}>
                <Stack gap={2}>
                  <HistoryEntryMeta entry={entry} />
                  {words.lines.map((line) => (
                    <Text key={line} size="sm">
                      {line}
                    </Text>
                  ))}
                </Stack>
              </Timeline.Item>
            );
          })}
        </Timeline>
      )}
      {history.data && history.data.meta.total > SHOWN ? (
        <Text size="xs" c="dimmed" mt="sm">
          The newest {SHOWN} of {history.data.meta.total} events are shown.
        </Text>
      ) : null}
    </Paper>
  );
};
