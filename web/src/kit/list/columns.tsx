import type { ComponentType } from 'react';
import { formatDate } from '../format';
import { RowFilterButton, type ListColumn } from './ListTable';

/** Columns most lists share; each list puts them where it wants them. */

/** The item's agency (managers' lists); a click narrows the list to that agency. */
export const agencyColumn = <Row extends { readonly agencyId: string; readonly agencyName: string }>(
  noun: string,
  onFilter?: (agencyId: string) => void,
): ListColumn<Row, never> => ({
  header: 'Agency',
  cell: (row) => (
    <RowFilterButton
      label={row.agencyName}
      description={`Show only ${noun} of ${row.agencyName}`}
      onFilter={onFilter && (() => onFilter(row.agencyId))}
    />
  ),
});

/** The item's status as a tag, sortable. */
export const statusColumn = <Row extends { readonly status: string }>(
  Tag: ComponentType<{ readonly status: string }>,
): ListColumn<Row, 'status'> => ({
  header: 'Status',
  sortField: 'status',
  noWrap: true,
  cell: (row) => <Tag status={row.status} />,
});

/** When the item last changed, sortable. */
export const updatedColumn = <Row extends { readonly updatedAt: string | Date }>(): ListColumn<Row, 'updatedAt'> => ({
  header: 'Updated',
  sortField: 'updatedAt',
  noWrap: true,
  cell: (row) => formatDate(row.updatedAt),
});
