import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../app/trpc';
import { formatDateTime } from '../../kit/format';
import { HistoryEntryMeta } from '../../kit/history/HistoryEntryMeta';
import { HistorySection, useHistoryPaging } from '../../kit/history/HistoryTimelineList';
import { contractEventWordsOf } from './contractWords';

/** Who signed, from which address: a signing event's details (application/contract/queries/getContract.ts). */
const evidenceOf = (details: Record<string, unknown>): { name: string; email: string; ipAddress: string } | null =>
  typeof details.name === 'string' && typeof details.email === 'string'
    ? {
        name: details.name,
        email: details.email,
        ipAddress: typeof details.ipAddress === 'string' ? details.ipAddress : '',
      }
    : null;

const colourOf = (type: string): string =>
  type === 'ContractVoided'
    ? 'red'
    : type === 'ContractCountersigned' || type === 'ContractSignedByCounterparty'
      ? 'teal'
      : type === 'ContractSentForSignature'
        ? 'yellow'
        : 'indigo';

/** Every step of the contract, newest first: who acted (and the manager acting as them), when, and why when a reason was given. */
export const ContractHistory = ({ id }: { readonly id: string }) => {
  const trpc = useTRPC();
  const paging = useHistoryPaging();
  const history = useQuery(trpc.contract.history.queryOptions({ id, ...paging.input }));
  return (
    <HistorySection
      history={history}
      label="Contract history"
      paging={paging}
      titleOf={(entry) => contractEventWordsOf(entry.type)}
      colorOf={(entry) => colourOf(entry.type)}
    >
      {(entry) => (
        <>
          {entry.actor.role === 'system' && evidenceOf(entry.details) ? (
            // The company's signer has no account: the signature's evidence names them.
            <>
              <Text size="sm">
                {evidenceOf(entry.details)?.name} ({evidenceOf(entry.details)?.email}), the company&apos;s signer, from
                the e-mailed link
                {evidenceOf(entry.details)?.ipAddress ? `, address ${evidenceOf(entry.details)?.ipAddress}` : ''}
              </Text>
              <Text size="xs" c="dimmed">
                <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
              </Text>
            </>
          ) : (
            <HistoryEntryMeta entry={entry} />
          )}
          {typeof entry.details.reason === 'string' && entry.details.reason ? (
            <Text size="sm">Reason: {entry.details.reason}</Text>
          ) : null}
        </>
      )}
    </HistorySection>
  );
};
