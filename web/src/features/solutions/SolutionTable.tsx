import { ActionIcon, Anchor, Avatar, Box, Group, Menu, Stack, Table, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import { formatDate } from '../specialist/card/specialistLabels';
import { isCallAction, solutionActionsFor, solutionActionTexts, solutionLinkOf, type SolutionCallAction } from './solutionActions';
import { solutionTitleOf, type SolutionRow, type Viewer } from './solutionLabels';
import { nextSort, type SolutionSort, type SolutionSortField } from './solutionListState';
import { SolutionStatusTag } from './SolutionStatusTag';

type SolutionTableProps = {
  readonly viewer: Viewer;
  readonly rows: readonly SolutionRow[];
  readonly caption: string;
  readonly sort: SolutionSort;
  readonly onSort: (sort: SolutionSort) => void;
  readonly onAction: (action: SolutionCallAction, row: SolutionRow) => void;
  readonly busyRowId: string | null;
  readonly loading?: boolean;
  readonly onAgencyFilter?: (row: SolutionRow) => void;
};

const noWrap = { whiteSpace: 'nowrap' } as const;

const SortableHeader = ({ label, field, sort, onSort }: { label: string; field: SolutionSortField; sort: SolutionSort; onSort: (sort: SolutionSort) => void }) => {
  const active = sort?.field === field;
  return (
    <Table.Th aria-sort={active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none'}>
      <UnstyledButton onClick={() => onSort(nextSort(sort, field))} fw={700} fz="sm" aria-label={`Sort by ${label.toLowerCase()}`}>
        {label}
        <span aria-hidden="true">{active ? (sort.direction === 'asc' ? ' ↑' : ' ↓') : ''}</span>
      </UnstyledButton>
    </Table.Th>
  );
};

const RowActions = ({ viewer, row, onAction, busy }: { viewer: Viewer; row: SolutionRow; onAction: SolutionTableProps['onAction']; busy: boolean }) => {
  const title = solutionTitleOf(row);
  return (
    <Menu position="bottom-end" withinPortal shadow="md">
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={`Actions for ${title}`} loading={busy} size="lg">
          <span aria-hidden="true" style={{ fontSize: 20, lineHeight: 1 }}>
            ⋯
          </span>
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to={solutionLinkOf(viewer, 'view', row.id)}>
          {solutionActionTexts.view.label}
        </Menu.Item>
        {solutionActionsFor(viewer, row.status).map((action) =>
          isCallAction(action) ? (
            <Menu.Item key={action} color={solutionActionTexts[action].colour === 'red' ? 'red' : undefined} onClick={() => onAction(action, row)}>
              {solutionActionTexts[action].label}
            </Menu.Item>
          ) : (
            <Menu.Item key={action} component={Link} to={solutionLinkOf(viewer, action, row.id)} color={solutionActionTexts[action].colour === 'red' ? 'red' : undefined}>
              {solutionActionTexts[action].label}
            </Menu.Item>
          ),
        )}
      </Menu.Dropdown>
    </Menu>
  );
};

/** The agency's and the manager's solution lists: one row per solution, sortable columns, actions by status. */
export const SolutionTable = ({ viewer, rows, caption, sort, onSort, onAction, busyRowId, loading = false, onAgencyFilter }: SolutionTableProps) => (
  <Table.ScrollContainer minWidth={viewer === 'manager' ? 960 : 820}>
    <Table verticalSpacing="sm" highlightOnHover aria-busy={loading} style={{ opacity: loading ? 0.6 : 1 }}>
      <VisuallyHidden component="caption">{caption}</VisuallyHidden>
      <Table.Thead>
        <Table.Tr>
          <SortableHeader label="ID" field="number" sort={sort} onSort={onSort} />
          <SortableHeader label="Solution" field="title" sort={sort} onSort={onSort} />
          <Table.Th>Categories</Table.Th>
          {viewer === 'manager' ? <Table.Th>Agency</Table.Th> : null}
          <SortableHeader label="Status" field="status" sort={sort} onSort={onSort} />
          <SortableHeader label="Updated" field="updatedAt" sort={sort} onSort={onSort} />
          <Table.Th>
            <VisuallyHidden>Actions</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => {
          const title = solutionTitleOf(row);
          return (
            <Table.Tr key={row.id} data-solution-id={row.id}>
              <Table.Td style={noWrap}>{row.number}</Table.Td>
              <Table.Td>
                <Group gap="sm" wrap="nowrap">
                  <Avatar src={row.logo?.url ?? null} alt="" radius="sm" size={40}>
                    {title.slice(0, 1)}
                  </Avatar>
                  <Stack gap={0}>
                    <Anchor component={Link} to={solutionLinkOf(viewer, 'view', row.id)} fw={600} size="sm">
                      {title}
                    </Anchor>
                    {row.shortDescription ? (
                      <Text size="xs" c="dimmed" lineClamp={1} maw={320}>
                        {row.shortDescription}
                      </Text>
                    ) : null}
                  </Stack>
                </Group>
              </Table.Td>
              <Table.Td>
                {row.categories.length > 0 ? (
                  <Text size="sm">{row.categories.map((c) => c.title).join(', ')}</Text>
                ) : (
                  <Text span c="dimmed" size="sm">
                    Not set
                  </Text>
                )}
              </Table.Td>
              {viewer === 'manager' ? (
                <Table.Td>
                  {onAgencyFilter ? (
                    <Anchor component="button" type="button" size="sm" ta="left" onClick={() => onAgencyFilter(row)} aria-label={`Show only solutions of ${row.agencyName}`}>
                      {row.agencyName}
                    </Anchor>
                  ) : (
                    row.agencyName
                  )}
                </Table.Td>
              ) : null}
              <Table.Td style={noWrap}>
                <Box style={{ minWidth: 'max-content' }}>
                  <SolutionStatusTag status={row.status} />
                </Box>
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
