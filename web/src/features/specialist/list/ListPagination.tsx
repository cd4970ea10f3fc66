import { Box, Group, Pagination, Text } from '@mantine/core';

type ListPaginationProps = {
  readonly page: number;
  readonly count: number;
  readonly total: number;
  readonly onPage: (page: number) => void;
};

/** Numbered pages (at most 7 buttons, as the seeds say) and what part of the list is shown. */
export const ListPagination = ({ page, count, total, onPage }: ListPaginationProps) => {
  const pages = Math.max(1, Math.ceil(total / count));
  const first = total === 0 ? 0 : (page - 1) * count + 1;
  const last = Math.min(total, page * count);
  return (
    <Group justify="space-between" mt="md" wrap="wrap" gap="sm">
      <Text size="sm" c="dimmed" aria-live="polite">
        {total === 0 ? 'Nothing to show' : `Showing ${first}–${last} of ${total}`}
      </Text>
      {pages > 1 ? (
        <Box component="nav" aria-label="Pages">
          <Pagination
            total={pages}
            value={Math.min(page, pages)}
            onChange={onPage}
            siblings={1}
            boundaries={1}
            withEdges={pages > 4}
            getItemProps={(item) => ({ 'aria-label': `Page ${item}`, ...(item === page ? { 'aria-current': 'page' } : {}) })}
            getControlProps={(control) => ({
              'aria-label': { first: 'First page', previous: 'Previous page', next: 'Next page', last: 'Last page' }[control],
            })}
          />
        </Box>
      ) : null}
    </Group>
  );
};
