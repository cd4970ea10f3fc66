import { Anchor, Stack, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTRPC } from '../../../app/trpc';
import { HistoryEntryMeta } from '../../history/HistoryEntryMeta';
import { HistoryTimelineList } from '../../history/HistoryTimelineList';
import { SectionCard } from '../../../kit/SectionCard';
import { AsOfControl } from '../../history/AsOfControl';
import { solutionDetailLinesOf, solutionEventWordsOf } from './solutionHistoryWords';

const PAGE_SIZE = 20;

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
  const [page, setPage] = useState(1);
  const history = useQuery({ ...trpc.solution.history.queryOptions({ solutionId, page, count: PAGE_SIZE }), placeholderData: keepPreviousData });

  return (
    <SectionCard title="History">
      <Stack mb="md">
        <AsOfControl at={at} onChoose={onViewAt} subject="solution" />
      </Stack>
      <HistoryTimelineList
        history={history}
        label="Solution history"
        titleOf={(entry) => solutionEventWordsOf(entry.type)}
        colorOf={(entry) => (entry.type === 'SolutionRejected' ? 'red' : entry.type === 'SolutionPublished' ? 'green' : 'indigo')}
        paging={{ page, size: PAGE_SIZE, onPage: setPage }}
        withRefresh
      >
        {(entry) => (
        <Stack gap={2}>
          <HistoryEntryMeta entry={entry} withVersion />
          {solutionDetailLinesOf(entry.details).map((line) => (
            <Text key={line} size="sm" style={{ whiteSpace: 'pre-line' }}>
              {line}
            </Text>
          ))}
          <Anchor
            component="button"
            type="button"
            size="sm"
            ta="left"
            onClick={() => onViewAt(new Date(entry.at))}
            aria-label={`View this version (${solutionEventWordsOf(entry.type).toLowerCase()}, version ${entry.version})`}
          >
            View this version
          </Anchor>
        </Stack>
        )}
      </HistoryTimelineList>
    </SectionCard>
  );
};
