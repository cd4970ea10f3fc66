import { Anchor, Group, List, Stack, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { errorMessageOf } from '../../../app/notify';
import { httpStatusOf, useTRPC } from '../../../app/trpc';
import { SectionCard } from '../../../kit/SectionCard';
import { ErrorState } from '../../../kit/ErrorState';
import { LoadingState } from '../../../kit/LoadingState';
import { useCardNames } from '../card/useCardNames';
import { describeChanges } from './cardChanges';
import { HistoryEntryMeta } from '../../history/HistoryEntryMeta';
import { HistoryTimelineList } from '../../history/HistoryTimelineList';
import { contentEvents, detailLinesOf, eventWordsOf, type HistoryEntry, type SpecialistEventType } from './historyWords';

const PAGE_SIZE = 20;

/** The card before and after one event, rebuilt by the server, compared field by field. */
const EventChanges = ({ specialistId, entry }: { readonly specialistId: string; readonly entry: HistoryEntry }) => {
  const trpc = useTRPC();
  const at = new Date(entry.at);
  const after = useQuery(trpc.specialist.asOf.queryOptions({ specialistId, at }, { staleTime: Infinity }));
  const before = useQuery({
    ...trpc.specialist.asOf.queryOptions({ specialistId, at: new Date(at.getTime() - 1) }, { staleTime: Infinity }),
    enabled: entry.version > 1,
  });
  const names = useCardNames(after.data?.content?.shared.countryCode ?? null);
  // Nothing before the first event is a 404: the card did not exist yet.
  const beforeMissing = entry.version === 1 || httpStatusOf(before.error) === 404;
  if (after.isPending || (!beforeMissing && before.isPending)) return <LoadingState rows={2} label="Comparing versions" />;
  if (after.isError) return <ErrorState message={errorMessageOf(after.error)} onRetry={() => void after.refetch()} />;
  if (before.isError && !beforeMissing) return <ErrorState message={errorMessageOf(before.error)} onRetry={() => void before.refetch()} />;
  const lines = describeChanges(beforeMissing ? null : (before.data ?? null), after.data, names);
  return (
    <List size="sm" spacing={2} mt={4}>
      {lines.map((line) => (
        <List.Item key={line}>{line}</List.Item>
      ))}
    </List>
  );
};

const EntryBody = ({ specialistId, entry, onViewVersion }: { specialistId: string; entry: HistoryEntry; onViewVersion: (entry: HistoryEntry) => void }) => {
  const [showChanges, setShowChanges] = useState(false);
  const changesId = useId();
  const details = detailLinesOf(entry);
  const hasContent = contentEvents.has(entry.type as SpecialistEventType);
  return (
    <Stack gap={4}>
      <HistoryEntryMeta entry={entry} withVersion />
      {details.map((line) => (
        <Text key={line} size="sm" style={{ whiteSpace: 'pre-line' }}>
          {line}
        </Text>
      ))}
      <Group gap="md">
        <Anchor component="button" type="button" size="sm" onClick={() => onViewVersion(entry)} aria-label={`View this version (${eventWordsOf(entry.type).toLowerCase()}, version ${entry.version})`}>
          View this version
        </Anchor>
        {hasContent ? (
          <Anchor component="button" type="button" size="sm" onClick={() => setShowChanges((shown) => !shown)} aria-expanded={showChanges} aria-controls={changesId}>
            {showChanges ? 'Hide changes' : 'What changed'}
          </Anchor>
        ) : null}
      </Group>
      <div id={changesId}>{showChanges ? <EventChanges specialistId={specialistId} entry={entry} /> : null}</div>
    </Stack>
  );
};

type HistoryTimelineProps = {
  readonly specialistId: string;
  /** The version shown above, highlighted in the timeline. */
  readonly selectedVersion: number | null;
  readonly onViewVersion: (entry: HistoryEntry) => void;
};

/** Every event of the card, newest first: what, who, as whom, when; each version can be opened. */
export const HistoryTimeline = ({ specialistId, selectedVersion, onViewVersion }: HistoryTimelineProps) => {
  const trpc = useTRPC();
  const [page, setPage] = useState(1);
  const history = useQuery({ ...trpc.specialist.history.queryOptions({ specialistId, page, count: PAGE_SIZE }), placeholderData: keepPreviousData });

  return (
    <SectionCard title="History" id="card-history">
      <HistoryTimelineList
        history={history}
        label="Card history"
        titleOf={(entry) => `${eventWordsOf(entry.type)}${selectedVersion === entry.version ? ' (shown above)' : ''}`}
        colorOf={(entry) => (entry.type === 'SpecialistRejected' || entry.type === 'SpecialistBlocked' ? 'red' : entry.type === 'SpecialistPublished' ? 'green' : 'indigo')}
        paging={{ page, size: PAGE_SIZE, onPage: setPage }}
        withRefresh
      >
        {(entry) => <EntryBody specialistId={specialistId} entry={entry} onViewVersion={onViewVersion} />}
      </HistoryTimelineList>
    </SectionCard>
  );
};
