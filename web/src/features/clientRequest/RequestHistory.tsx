import { Stack, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../app/trpc';
import { HistoryEntryMeta } from '../../kit/history/HistoryEntryMeta';
import { HistorySection, useHistoryPaging } from '../../kit/history/HistoryTimelineList';

const eventWords: Record<string, string> = {
  ClientRequestDraftSaved: 'Saved as a draft',
  ClientRequestSentToModeration: 'Sent to moderation',
  ClientRequestPublished: 'Published',
  ClientRequestRejected: 'Rejected',
  ClientRequestClosed: 'Closed',
  ClientRequestExpired: 'Closed: the period started',
  ClientRequestOwnershipTransferred: 'Moved to another company by a merge',
};

const detailLines = (details: Record<string, unknown>): string[] =>
  [
    details.title ? `Title: ${String(details.title)}` : null,
    details.periodFrom && details.periodTo
      ? `Period: ${String(details.periodFrom)} – ${String(details.periodTo)}`
      : null,
    details.reason ? `Reason: ${String(details.reason)}` : null,
  ].filter((line): line is string => line !== null);

/** Every event of the request, newest first: what, who (and as whom), when (managers only). */
export const RequestHistory = ({ requestId }: { readonly requestId: string }) => {
  const trpc = useTRPC();
  const paging = useHistoryPaging();
  const history = useQuery({
    ...trpc.clientRequest.history.queryOptions({ requestId, ...paging.input }),
    placeholderData: keepPreviousData,
  });
  return (
    <HistorySection
      history={history}
      paging={paging}
      label="Request history"
      titleOf={(entry) => eventWords[entry.type] ?? entry.type}
      colorOf={(entry) =>
        entry.type === 'ClientRequestRejected' ? 'red' : entry.type === 'ClientRequestPublished' ? 'green' : 'indigo'
      }
    >
      {(entry) => (
        <Stack gap={2}>
          <HistoryEntryMeta entry={entry} />
          {detailLines(entry.details).map((line) => (
            <Text key={line} size="sm">
              {line}
            </Text>
          ))}
        </Stack>
      )}
    </HistorySection>
  );
};
