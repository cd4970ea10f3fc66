import { Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../app/trpc';
import { HistoryEntryMeta } from '../../kit/history/HistoryEntryMeta';
import { HistorySection, useHistoryPaging } from '../../kit/history/HistoryTimelineList';
import { candidateEventWordsOf } from './candidateHistoryWords';

/** Every step of the candidate, newest first, a page at a time: what happened, who did it (and as whom), when. */
export const CandidateHistory = ({ candidateId }: { readonly candidateId: string }) => {
  const trpc = useTRPC();
  const paging = useHistoryPaging();
  // The page's forms invalidate every interview query after a change, this one included.
  const history = useQuery(trpc.interview.history.queryOptions({ id: candidateId, ...paging.input }));

  return (
    <HistorySection
      history={history}
      label="Candidate history"
      titleOf={(entry) => candidateEventWordsOf(entry).title}
      paging={paging}
    >
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
    </HistorySection>
  );
};
