import { Anchor, Box, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { hourPriceLabelOf, periodLabelOf, workFormatLabelOf, type CandidateRow } from './candidateLabels';
import { CandidateStatusBadge } from './CandidateStatusBadge';
import { InterviewSummary } from './InterviewSlots';

export type CandidateViewer = 'partner' | 'client' | 'manager';

type CandidateTableProps = {
  readonly viewer: CandidateViewer;
  readonly rows: readonly CandidateRow[];
  readonly caption: string;
  readonly loading?: boolean;
  /** Where the specialist's name leads (the manager's candidate page); plain text when absent. */
  readonly linkOf?: (row: CandidateRow) => string;
  /** The row's buttons (the partner's answers). */
  readonly actionsOf?: (row: CandidateRow) => ReactNode;
};

const noWrap = { whiteSpace: 'nowrap' } as const;
/** Rows show the first few slots; the rest are counted. */
const SLOTS_IN_ROW = 3;

/** One candidate per row: who, for whom, when, how, the interview and the status; columns by viewer. */
export const CandidateTable = ({ viewer, rows, caption, loading = false, linkOf, actionsOf }: CandidateTableProps) => (
  <Table.ScrollContainer minWidth={880}>
    <Table verticalSpacing="sm" highlightOnHover aria-busy={loading} style={{ opacity: loading ? 0.6 : 1 }}>
      <VisuallyHidden component="caption">{caption}</VisuallyHidden>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Specialist</Table.Th>
          {viewer === 'partner' ? <Table.Th>Client</Table.Th> : null}
          {viewer === 'manager' ? <Table.Th>Client and agency</Table.Th> : null}
          <Table.Th>Period and format</Table.Th>
          <Table.Th>Interview</Table.Th>
          {viewer !== 'partner' ? <Table.Th>Client hour price</Table.Th> : null}
          <Table.Th>Status</Table.Th>
          {actionsOf ? (
            <Table.Th>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          ) : null}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.id} data-candidate-id={row.id}>
            <Table.Td>
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
            </Table.Td>
            {viewer === 'partner' ? <Table.Td>{row.clientName}</Table.Td> : null}
            {viewer === 'manager' ? (
              <Table.Td>
                <Stack gap={0}>
                  <Text size="sm">{row.clientName}</Text>
                  <Text size="xs" c="dimmed">
                    Agency: {row.agencyName}
                  </Text>
                </Stack>
              </Table.Td>
            ) : null}
            <Table.Td>
              <Stack gap={0}>
                <Text size="sm">
                  {periodLabelOf(row)}
                </Text>
                <Text size="xs" c="dimmed">
                  {workFormatLabelOf(row)}
                </Text>
              </Stack>
            </Table.Td>
            <Table.Td>
              <InterviewSummary candidate={row} limit={SLOTS_IN_ROW} viewer={viewer} />
            </Table.Td>
            {viewer !== 'partner' ? <Table.Td style={noWrap}>{hourPriceLabelOf(row.clientHourPriceCents)}</Table.Td> : null}
            <Table.Td>
              <Stack gap={4} align="flex-start">
                <Box style={{ minWidth: 'max-content' }}>
                  <CandidateStatusBadge status={row.status} />
                </Box>
                {row.status === 'rejected' && row.declineReason ? (
                  <Text size="xs" c="dimmed" maw={220}>
                    Declined: {row.declineReason}
                  </Text>
                ) : null}
              </Stack>
            </Table.Td>
            {actionsOf ? <Table.Td>{actionsOf(row)}</Table.Td> : null}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  </Table.ScrollContainer>
);
