import { Stack, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../../app/trpc';
import { AsOfControl, ViewVersionLink } from '../../../kit/history/AsOfControl';
import { HistoryEntryMeta } from '../../../kit/history/HistoryEntryMeta';
import { HistorySection, useHistoryPaging } from '../../../kit/history/HistoryTimelineList';
import { solutionDetailLinesOf, solutionEventWordsOf } from './solutionHistoryWords';

type Props = {
  readonly solutionId: string;
  /** The past moment shown above, if any. */
  readonly at: Date | null;
  /** Opens the solution as it was at a moment (right after an event, or any moment typed). */
  readonly onViewAt: (at: Date) => void;
};

/** Every event of the solution, newest first: what, who, as whom, when; each version can be opened (managers only). */
export const SolutionHistory = ({ solutionId, at, onViewAt }: Props) => {
  const trpc = useTRPC();
  const paging = useHistoryPaging();
  const history = useQuery({
    ...trpc.solution.history.queryOptions({ solutionId, ...paging.input }),
    placeholderData: keepPreviousData,
  });
  return (
    <HistorySection
      history={history}
      paging={paging}
      before={<AsOfControl at={at} onChoose={onViewAt} subject="solution" />}
      label="Solution history"
      titleOf={(entry) => solutionEventWordsOf(entry.type)}
      colorOf={(entry) =>
        entry.type === 'SolutionRejected' ? 'red' : entry.type === 'SolutionPublished' ? 'green' : 'indigo'
      }
    >
      {(entry) => (
        <Stack gap={2}>
          <HistoryEntryMeta entry={entry} withVersion />
          {solutionDetailLinesOf(entry.details).map((line) => (
            <Text key={line} size="sm" style={{ whiteSpace: 'pre-line' }}>
              {line}
            </Text>
          ))}
          <ViewVersionLink
            eventWords={solutionEventWordsOf(entry.type)}
            version={entry.version}
            onView={() => onViewAt(new Date(entry.at))}
          />
        </Stack>
      )}
    </HistorySection>
  );
};
