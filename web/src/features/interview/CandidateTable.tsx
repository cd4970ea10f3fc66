import { Anchor, Box, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { CandidateSide } from '../../../../domain/interview/interview.status';
import { formatPeriod } from '../../kit/dates/formatPeriod';
import { formatHourlyPrice } from '../../kit/format';
import { ListTable, type ListColumn } from '../../kit/list/ListTable';
import { waitingWordsOf, workFormatLabelOf, type CandidateRow } from './candidateLabels';
import { CandidateStatusBadge } from './CandidateStatusBadge';
import { InterviewSummary } from './InterviewSlots';

/** Whose list: the three sides of the pipeline read one table, with columns by side. */
export type CandidateViewer = CandidateSide;

type CandidateTableProps = {
  readonly viewer: CandidateViewer;
  readonly rows: readonly CandidateRow[];
  readonly caption: string;
  readonly refreshing?: boolean;
  /** Where the specialist's name leads (the manager's candidate page); plain text when absent. */
  readonly linkOf?: ((row: CandidateRow) => string) | undefined;
  /** The row's buttons (the partner's answers, the client's choice of a time). */
  readonly actionsOf?: ((row: CandidateRow) => ReactNode) | undefined;
};

/** Rows show the first few slots; the rest are counted. */
const SLOTS_IN_ROW = 3;

const columnsOf = (
  viewer: CandidateViewer,
  linkOf: CandidateTableProps['linkOf'],
): ListColumn<CandidateRow, never>[] => [
  {
    header: 'Specialist',
    cell: (row) => (
      <Stack gap={0}>
        {linkOf ? (
          <Anchor component={Link} to={linkOf(row)} fw={600} size="sm">
            {row.specialistName}
          </Anchor>
        ) : (
          <Text fw={600} size="sm">
            {row.specialistName}
          </Text>
        )}
        {row.specialization ? (
          <Text size="xs" c="dimmed">
            {row.specialization}
          </Text>
        ) : null}
      </Stack>
    ),
  },
  ...(viewer === 'partner' ? [{ header: 'Client', cell: (row: CandidateRow) => row.clientName }] : []),
  ...(viewer === 'manager'
    ? [
        {
          header: 'Client and agency',
          cell: (row: CandidateRow) => (
            <Stack gap={0}>
              <Text size="sm">{row.clientName}</Text>
              <Text size="xs" c="dimmed">
                {'agencyName' in row ? `Agency: ${row.agencyName}` : null}
              </Text>
            </Stack>
          ),
        },
      ]
    : []),
  {
    header: 'Period and format',
    cell: (row) => (
      <Stack gap={0}>
        <Text size="sm">{formatPeriod(row)}</Text>
        <Text size="xs" c="dimmed">
          {workFormatLabelOf(row)}
        </Text>
      </Stack>
    ),
  },
  { header: 'Interview', cell: (row) => <InterviewSummary candidate={row} limit={SLOTS_IN_ROW} viewer={viewer} /> },
  ...(viewer !== 'partner'
    ? [
        {
          header: 'Client hour price',
          cell: (row: CandidateRow) =>
            'clientHourPriceCents' in row ? formatHourlyPrice(row.clientHourPriceCents) : '—',
          noWrap: true,
        },
      ]
    : []),
  {
    header: 'Status',
    cell: (row) => (
      <Stack gap={4} align="flex-start">
        <Box style={{ minWidth: 'max-content' }}>
          <CandidateStatusBadge status={row.status} />
        </Box>
        {waitingWordsOf(row.waitingFor, viewer) ? (
          <Text size="xs" fw={row.waitingFor === viewer ? 600 : undefined} data-testid="waiting-for">
            {waitingWordsOf(row.waitingFor, viewer)}
          </Text>
        ) : null}
        {row.declineReason ? (
          <Text size="xs" c="dimmed" maw={220}>
            Declined: {row.declineReason}
          </Text>
        ) : null}
      </Stack>
    ),
  },
];

/** One candidate per row: who, for whom, when, how, the interview and the status; columns by viewer. */
export const CandidateTable = ({
  viewer,
  rows,
  caption,
  refreshing = false,
  linkOf,
  actionsOf,
}: CandidateTableProps) => (
  <ListTable
    rows={rows}
    columns={columnsOf(viewer, linkOf)}
    caption={caption}
    refreshing={refreshing}
    minWidth={880}
    {...(actionsOf ? { actions: actionsOf } : {})}
  />
);
