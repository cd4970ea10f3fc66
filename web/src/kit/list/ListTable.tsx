import { Anchor, Avatar, Box, Group, Stack, Table, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { nextSort, type SetSort, type Sort } from './listState';

export type ListColumn<Row, SortField extends string> = {
  readonly header: string;
  readonly cell: (row: Row) => ReactNode;
  /** The server's sort field, when the column sorts. */
  readonly sortField?: SortField;
  /** Short values (dates, prices, status tags) stay on one line and whole. */
  readonly noWrap?: boolean;
};

type ListTableProps<Row extends { readonly id: string }, SortField extends string> = {
  readonly rows: readonly Row[];
  readonly columns: readonly ListColumn<Row, SortField>[];
  /** Read by screen readers as the table's name. */
  readonly caption: string;
  /** The list's sort and its change (a list state hook). */
  readonly list?: {
    readonly state: { readonly sort: Sort<SortField> };
    readonly setSort: SetSort<SortField>;
  };
  /** Another page or filter is loading over the rows shown. */
  readonly refreshing?: boolean;
  /** Below this width the table scrolls sideways instead of squeezing its columns. */
  readonly minWidth: number;
  /** The row's actions (a menu), in the last column. */
  readonly actions?: (row: Row) => ReactNode;
};

const ariaSortOf = <Field extends string>(
  sort: Sort<Field> | undefined,
  field: Field,
): 'ascending' | 'descending' | 'none' =>
  sort?.field === field ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none';

const arrowOf = <Field extends string>(sort: Sort<Field> | undefined, field: Field): string =>
  sort?.field === field ? (sort.direction === 'asc' ? ' ↑' : ' ↓') : '';

const noWrap = { whiteSpace: 'nowrap' } as const;

/** A list's table: a caption, headers that sort (the seeds' cycle), one row an item, its actions last. */
export const ListTable = <Row extends { readonly id: string }, SortField extends string>({
  rows,
  columns,
  caption,
  list,
  refreshing = false,
  minWidth,
  actions,
}: ListTableProps<Row, SortField>) => {
  const sort = list?.state.sort;
  const onSort = list?.setSort;
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table verticalSpacing="sm" highlightOnHover aria-busy={refreshing} style={{ opacity: refreshing ? 0.6 : 1 }}>
        <VisuallyHidden component="caption">{caption}</VisuallyHidden>
        <Table.Thead>
          <Table.Tr>
            {columns.map(({ header, sortField }) =>
              sortField && onSort ? (
                <Table.Th key={header} aria-sort={ariaSortOf(sort, sortField)}>
                  <UnstyledButton
                    onClick={() => onSort((current) => nextSort(current, sortField))}
                    fw={700}
                    fz="sm"
                    aria-label={`Sort by ${header.toLowerCase()}`}
                  >
                    {header}
                    <span aria-hidden="true">{arrowOf(sort, sortField)}</span>
                  </UnstyledButton>
                </Table.Th>
              ) : (
                <Table.Th key={header}>{header}</Table.Th>
              ),
            )}
            {actions ? (
              <Table.Th>
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            ) : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id} data-row-id={row.id}>
              {columns.map((column) => (
                <Table.Td key={column.header} style={column.noWrap ? noWrap : undefined}>
                  {/* A tag shrinks to an ellipsis in a narrow column; its whole label must stay readable. */}
                  {column.noWrap ? <Box style={{ minWidth: 'max-content' }}>{column.cell(row)}</Box> : column.cell(row)}
                </Table.Td>
              ))}
              {actions ? <Table.Td ta="right">{actions(row)}</Table.Td> : null}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
};

type RowTitleProps = {
  readonly title: string;
  readonly to: string;
  readonly subtitle?: string | null;
  /** The picture beside the title; null shows none. */
  readonly avatar?: ReactNode;
  readonly subtitleWidth?: number;
};

/** A row's first cell: its picture, its title as the link to the item, and a dimmed line under it. */
export const RowTitle = ({ title, to, subtitle, avatar, subtitleWidth = 280 }: RowTitleProps) => (
  <Group gap="sm" wrap="nowrap">
    {avatar}
    <Stack gap={0}>
      <Anchor component={Link} to={to} fw={600} size="sm">
        {title}
      </Anchor>
      {subtitle ? (
        <Text size="xs" c="dimmed" lineClamp={1} maw={subtitleWidth}>
          {subtitle}
        </Text>
      ) : null}
    </Stack>
  </Group>
);

/** A square picture with the title's first letter when there is none (logos). */
export const RowLogo = ({ src, title }: { readonly src: string | null; readonly title: string }) => (
  <Avatar src={src} alt="" radius="sm" size={40}>
    {title.slice(0, 1)}
  </Avatar>
);

/** A value in a row that narrows the list to it when clicked (the manager's agency column). */
export const RowFilterButton = ({
  label,
  description,
  onFilter,
}: {
  readonly label: string;
  readonly description: string;
  readonly onFilter?: (() => void) | undefined;
}) =>
  onFilter ? (
    <Anchor component="button" type="button" size="sm" ta="left" onClick={onFilter} aria-label={description}>
      {label}
    </Anchor>
  ) : (
    <>{label}</>
  );

/** A row's missing value, dimmed. */
export const NotSet = ({ children = 'Not set' }: { readonly children?: ReactNode }) => (
  <Text span c="dimmed" size="sm">
    {children}
  </Text>
);
