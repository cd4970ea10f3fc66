import { Box, Group, Pagination, Select, Text } from '@mantine/core';
import { useId } from 'react';

type ListPaginationProps = {
  readonly page: number;
  /** Rows a page. */
  readonly count: number;
  readonly total: number;
  readonly onPage: (page: number) => void;
  /** The page sizes the user may choose; a choice of one size shows no selector. */
  readonly pageSizes?: readonly number[];
  readonly onPageSize?: (count: number) => void;
};

/** Numbered pages (at most 7 buttons, as the seeds say), what part of the list is shown, and how many rows a page. */
export const ListPagination = ({ page, count, total, onPage, pageSizes = [], onPageSize }: ListPaginationProps) => {
  const pages = Math.max(1, Math.ceil(total / count));
  const first = total === 0 ? 0 : (page - 1) * count + 1;
  const last = Math.min(total, page * count);
  const sizeLabelId = useId();
  const sizes = pageSizes.includes(count) ? pageSizes : [...pageSizes, count].sort((a, b) => a - b);
  return (
    <Group justify="space-between" mt="md" wrap="wrap" gap="sm">
      <Group gap="md" wrap="wrap">
        <Text size="sm" c="dimmed" aria-live="polite">
          {total === 0 ? 'Nothing to show' : `Showing ${first}–${last} of ${total}`}
        </Text>
        {onPageSize && pageSizes.length > 1 && total > Math.min(...pageSizes) ? (
          <Group gap={6} wrap="nowrap">
            <Text size="sm" c="dimmed" id={sizeLabelId}>
              Rows per page
            </Text>
            <Select
              aria-labelledby={sizeLabelId}
              size="xs"
              w={76}
              data={sizes.map(String)}
              value={String(count)}
              onChange={(value) => value && onPageSize(Number(value))}
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
            />
          </Group>
        ) : null}
      </Group>
      {pages > 1 ? (
        <Box component="nav" aria-label="Pages">
          <Pagination
            total={pages}
            value={Math.min(page, pages)}
            onChange={onPage}
            siblings={1}
            boundaries={1}
            withEdges={pages > 4}
            getItemProps={(item) => ({
              'aria-label': `Page ${item}`,
              ...(item === page ? { 'aria-current': 'page' } : {}),
            })}
            getControlProps={(control) => ({
              'aria-label': { first: 'First page', previous: 'Previous page', next: 'Next page', last: 'Last page' }[
                control
              ],
            })}
          />
        </Box>
      ) : null}
    </Group>
  );
};
