import { ActionIcon, Anchor, Box, Group, Menu, Stack, Table, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import type { RouterOutputs } from '../../../app/trpc';
import { UserAvatar } from '../../../kit/UserAvatar';
import { actionsFor, actionTexts, isCallAction, linkOf, type CallAction, type Viewer } from '../card/cardActions';
import { CatalogPrice } from '../card/CatalogPrice';
import { fileUrlOf, formatDate, fullNameOf, gradeLabelOf } from '../card/specialistLabels';
import { SpecialistStatusTag } from '../card/SpecialistStatusTag';
import { nextSort, type Sort, type SortField } from './listQueryState';

export type SpecialistRow = RouterOutputs['specialist']['listForAgency']['items'][number];

type SpecialistTableProps = {
  readonly viewer: Viewer;
  readonly rows: readonly SpecialistRow[];
  readonly caption: string;
  readonly sort: Sort;
  readonly onSort: (sort: Sort) => void;
  readonly onAction: (action: CallAction, row: SpecialistRow) => void;
  /** The row whose action is in flight. */
  readonly busyRowId: string | null;
  readonly loading?: boolean;
  /** Managers filter by an agency from its name in a row. */
  readonly onAgencyFilter?: (row: SpecialistRow) => void;
};

const noWrap = { whiteSpace: 'nowrap' } as const;

const ariaSortOf = (sort: Sort, field: SortField): 'ascending' | 'descending' | 'none' =>
  sort?.field === field ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none';

const arrowOf = (sort: Sort, field: SortField): string => (sort?.field === field ? (sort.direction === 'asc' ? ' ↑' : ' ↓') : '');

const SortableHeader = ({ label, field, sort, onSort }: { label: string; field: SortField; sort: Sort; onSort: (sort: Sort) => void }) => (
  <Table.Th aria-sort={ariaSortOf(sort, field)}>
    <UnstyledButton onClick={() => onSort(nextSort(sort, field))} fw={700} fz="sm" aria-label={`Sort by ${label.toLowerCase()}`}>
      {label}
      <span aria-hidden="true">{arrowOf(sort, field)}</span>
    </UnstyledButton>
  </Table.Th>
);

const RowActions = ({ viewer, row, onAction, busy }: { viewer: Viewer; row: SpecialistRow; onAction: SpecialistTableProps['onAction']; busy: boolean }) => {
  const name = fullNameOf(row);
  const actions = actionsFor(viewer, row.status);
  return (
    <Menu position="bottom-end" withinPortal shadow="md">
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={`Actions for ${name}`} loading={busy} size="lg">
          <span aria-hidden="true" style={{ fontSize: 20, lineHeight: 1 }}>
            ⋯
          </span>
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to={linkOf(viewer, 'view', row.id)}>
          {actionTexts.view.label}
        </Menu.Item>
        {actions.map((action) =>
          isCallAction(action) ? (
            <Menu.Item key={action} color={actionTexts[action].colour === 'red' ? 'red' : undefined} onClick={() => onAction(action, row)}>
              {actionTexts[action].label}
            </Menu.Item>
          ) : (
            <Menu.Item key={action} component={Link} to={linkOf(viewer, action, row.id)} color={actionTexts[action].colour === 'red' ? 'red' : undefined}>
              {actionTexts[action].label}
            </Menu.Item>
          ),
        )}
      </Menu.Dropdown>
    </Menu>
  );
};

/** The agency's and the manager's card lists: one row per card, sortable columns, actions by status. */
export const SpecialistTable = ({ viewer, rows, caption, sort, onSort, onAction, busyRowId, loading = false, onAgencyFilter }: SpecialistTableProps) => (
  <Table.ScrollContainer minWidth={viewer === 'manager' ? 980 : 860}>
    <Table verticalSpacing="sm" highlightOnHover aria-busy={loading} style={{ opacity: loading ? 0.6 : 1 }}>
      <VisuallyHidden component="caption">{caption}</VisuallyHidden>
      <Table.Thead>
        <Table.Tr>
          <SortableHeader label="Specialist" field="surname" sort={sort} onSort={onSort} />
          <Table.Th>Specialization</Table.Th>
          <Table.Th>Grade</Table.Th>
          {viewer === 'manager' ? <Table.Th>Agency</Table.Th> : null}
          <SortableHeader label="Status" field="status" sort={sort} onSort={onSort} />
          <SortableHeader label="Catalogue price" field="hourPrice" sort={sort} onSort={onSort} />
          <SortableHeader label="Updated" field="updatedAt" sort={sort} onSort={onSort} />
          <Table.Th>
            <VisuallyHidden>Actions</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => {
          const name = fullNameOf(row);
          return (
            <Table.Tr key={row.id} data-specialist-id={row.id}>
              <Table.Td>
                <Group gap="sm" wrap="nowrap">
                  <UserAvatar name={row.name || '?'} surname={row.surname} src={fileUrlOf(row.photoId)} size="m" />
                  <Stack gap={0}>
                    <Anchor component={Link} to={linkOf(viewer, 'view', row.id)} fw={600} size="sm">
                      {name}
                    </Anchor>
                    {row.keySkills.length > 0 ? (
                      <Text size="xs" c="dimmed" lineClamp={1} maw={260}>
                        {row.keySkills.slice(0, 4).join(', ')}
                      </Text>
                    ) : null}
                  </Stack>
                </Group>
              </Table.Td>
              <Table.Td>{row.specializationTitle ?? <Text span c="dimmed" size="sm">Not set</Text>}</Table.Td>
              <Table.Td>{gradeLabelOf(row.grade)}</Table.Td>
              {viewer === 'manager' ? (
                <Table.Td>
                  {onAgencyFilter ? (
                    <Anchor component="button" type="button" size="sm" ta="left" onClick={() => onAgencyFilter(row)} aria-label={`Show only cards of ${row.agencyName}`}>
                      {row.agencyName}
                    </Anchor>
                  ) : (
                    row.agencyName
                  )}
                </Table.Td>
              ) : null}
              <Table.Td style={noWrap}>
                {/* The tag shrinks to an ellipsis in a narrow column; its whole label must stay readable. */}
                <Box style={{ minWidth: 'max-content' }}>
                  <SpecialistStatusTag status={row.status} />
                </Box>
              </Table.Td>
              <Table.Td style={noWrap}>
                <CatalogPrice agencyRateCents={row.hourPriceCents} />
              </Table.Td>
              <Table.Td style={noWrap}>{formatDate(row.updatedAt)}</Table.Td>
              <Table.Td ta="right">
                <RowActions viewer={viewer} row={row} onAction={onAction} busy={busyRowId === row.id} />
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  </Table.ScrollContainer>
);
