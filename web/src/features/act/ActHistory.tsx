import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../app/trpc';
import { HistoryEntryMeta } from '../../kit/history/HistoryEntryMeta';
import { HistorySection, useHistoryPaging } from '../../kit/history/HistoryTimelineList';

const words: Record<string, string> = {
  ActDrafted: 'Drafted by the agency',
  ActEdited: 'Changed by the agency',
  ActSentToPlatform: 'Sent to the platform',
  ActSentToClient: 'Sent to the client',
  ActRejected: 'Rejected',
  ActApproved: 'Approved by the client',
  ActAwaitingPayment: 'Awaiting payment',
  ActPaid: 'Paid',
  ActOwnershipTransferred: 'Moved to another company by a merge',
};
const colourOf = (type: string): string =>
  type === 'ActRejected'
    ? 'red'
    : type === 'ActPaid' || type === 'ActApproved'
      ? 'teal'
      : type.startsWith('ActSent')
        ? 'yellow'
        : 'indigo';

/** Every step of an act, newest first: who acted (and the manager acting as them), when, and the reason of a rejection. */
export const ActHistory = ({ id }: { readonly id: string }) => {
  const trpc = useTRPC();
  const paging = useHistoryPaging();
  const history = useQuery(trpc.act.history.queryOptions({ id, ...paging.input }));
  return (
    <HistorySection
      history={history}
      label="Act history"
      paging={paging}
      titleOf={(entry) => words[entry.type] ?? entry.type}
      colorOf={(entry) => colourOf(entry.type)}
    >
      {(entry) => (
        <>
          <HistoryEntryMeta entry={entry} />
          {typeof entry.details.reason === 'string' ? <Text size="sm">Reason: {entry.details.reason}</Text> : null}
          {typeof entry.details.hours === 'number' ? <Text size="sm">Hours: {entry.details.hours}</Text> : null}
        </>
      )}
    </HistorySection>
  );
};
