import { Anchor, Group, List, Stack, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import { errorMessageOf } from '../../../app/notify';
import { httpStatusOf, useTRPC } from '../../../app/trpc';
import { ErrorState } from '../../../kit/ErrorState';
import { LoadingState } from '../../../kit/LoadingState';
import { useCardNames } from '../card/useCardNames';
import { describeChanges } from './cardChanges';
import { ViewVersionLink } from '../../../kit/history/AsOfControl';
import { HistoryEntryMeta } from '../../../kit/history/HistoryEntryMeta';
import { HistorySection, useHistoryPaging } from '../../../kit/history/HistoryTimelineList';
import {
  contentEvents,
  detailLinesOf,
  eventWordsOf,
  type HistoryEntry,
  type SpecialistEventType,
} from './historyWords';

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
  if (after.isPending || (!beforeMissing && before.isPending))
    return <LoadingState rows={2} label="Comparing versions" />;
  if (after.isError) return <ErrorState message={errorMessageOf(after.error)} onRetry={() => void after.refetch()} />;
  if (before.isError && !beforeMissing)
    return <ErrorState message={errorMessageOf(before.error)} onRetry={() => void before.refetch()} />;
  const lines = describeChanges(beforeMissing ? null : (before.data ?? null), after.data, names);
  return (
    <List size="sm" spacing={2} mt={4}>
      {lines.map((line) => (
        <List.Item key={line}>{line}</List.Item>
      ))}
    </List>
  );
};

const EntryBody = ({
  specialistId,
  entry,
  onViewVersion,
}: {
  specialistId: string;
  entry: HistoryEntry;
  onViewVersion: (entry: HistoryEntry) => void;
}) => {
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
        <ViewVersionLink
          eventWords={eventWordsOf(entry.type)}
          version={entry.version}
          onView={() => onViewVersion(entry)}
        />
        {hasContent ? (
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={() => setShowChanges((shown) => !shown)}
            aria-expanded={showChanges}
            aria-controls={changesId}
          >
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
  /** Above the timeline (the as-of control). */
  readonly before?: ReactNode;
};

const colourOf = (entry: HistoryEntry): string =>
  entry.type === 'SpecialistRejected' || entry.type === 'SpecialistBlocked'
    ? 'red'
    : entry.type === 'SpecialistPublished'
      ? 'green'
      : 'indigo';

/** Every event of the card, newest first: what, who, as whom, when; each version can be opened. */
export const HistoryTimeline = ({ specialistId, selectedVersion, onViewVersion, before }: HistoryTimelineProps) => {
  const trpc = useTRPC();
  const paging = useHistoryPaging();
  const history = useQuery({
    ...trpc.specialist.history.queryOptions({ specialistId, ...paging.input }),
    placeholderData: keepPreviousData,
  });
  return (
    <HistorySection
      history={history}
      paging={paging}
      before={before}
      label="Card history"
      titleOf={(entry) => `${eventWordsOf(entry.type)}${selectedVersion === entry.version ? ' (shown above)' : ''}`}
      colorOf={colourOf}
    >
      {(entry) => <EntryBody specialistId={specialistId} entry={entry} onViewVersion={onViewVersion} />}
    </HistorySection>
  );
};
