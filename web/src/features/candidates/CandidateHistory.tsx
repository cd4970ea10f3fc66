import { Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../app/trpc';
import { HistoryEntryMeta } from '../history/HistoryEntryMeta';
import { HistoryTimelineList } from '../history/HistoryTimelineList';
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
      <HistoryTimelineList history={history} label="Candidate history" titleOf={(entry) => candidateEventWordsOf(entry).title}>
        {(entry) => (
          <Stack gap={2}>
            <HistoryEntryMeta entry={entry} />
            {candidateEventWordsOf(entry).lines.map((line) => (
              <Text key={line} size="sm">
                {line}
              </Text>
            ))}
          </Stack>
        )}
      </HistoryTimelineList>
      {history.data && history.data.meta.total > SHOWN ? (
        <Text size="xs" c="dimmed" mt="sm">
          The newest {SHOWN} of {history.data.meta.total} events are shown.
        </Text>
      ) : null}
    </Paper>
  );
};
