import { Button, Group, NativeSelect, Pagination, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { catalogSorts, pageSizes, type CatalogSort } from '../../../../application/catalog/catalogChoices';
import { countOf } from '../../kit/plural';

// The catalogue's sort and pager: Mantine's input and pagination code (about 9 KB gzip) loads after `/staff`'s first
// load; the server renders them, and React hydrates them when their code arrives (web/src/pages/catalog/StaffPage.tsx).

const sortLabels: Record<CatalogSort, string> = {
  best: 'Best match',
  specialization: 'Specialization, A–Z',
  priceAsc: 'Price, low to high',
  priceDesc: 'Price, high to low',
  newest: 'Newest first',
};

export const CatalogSortSelect = ({
  value,
  onChange,
}: {
  readonly value: CatalogSort;
  readonly onChange: (sort: CatalogSort) => void;
}) => (
  <NativeSelect
    label="Sort by"
    w={{ base: 180, sm: 220 }}
    data={catalogSorts.map((s) => ({ value: s, label: sortLabels[s] }))}
    value={value}
    onChange={(event) => onChange(event.currentTarget.value as CatalogSort)}
  />
);

type PagerProps = {
  readonly total: number;
  readonly page: number;
  readonly lastShown: number;
  readonly count: 8 | 16 | 24;
  readonly pages: number;
  readonly onPage: (page: number) => void;
  readonly onCount: (count: 8 | 16 | 24) => void;
  readonly onMore: () => void;
};

/** The seeds' pagination: sizes 8, 16, 24 (offered only above 8 results), 'Show more', at most 7 page buttons (5 on narrow screens). */
export const CatalogPager = ({ total, page, lastShown, count, pages, onPage, onCount, onMore }: PagerProps) => {
  const narrow = useMediaQuery('(max-width: 425px)');
  // Mantine counts siblings either side of the active page and boundaries at the ends: 1 + 2*1 + 2*1 + 2 dots = 7 buttons.
  const siblings = narrow ? 0 : 1;
  return (
    <Group justify="space-between" mt="lg" wrap="wrap" gap="sm">
      {total > 8 ? (
        <NativeSelect
          aria-label="Items to show"
          w={190}
          data={pageSizes.map((n) => ({ value: String(n), label: `${n} items to show` }))}
          value={String(count)}
          onChange={(event) => onCount(Number(event.currentTarget.value) as 8 | 16 | 24)}
        />
      ) : (
        <Text size="sm" c="dimmed">
          {countOf(total, 'specialist')} found
        </Text>
      )}
      {lastShown < pages ? (
        <Button variant="light" onClick={onMore}>
          Show more
        </Button>
      ) : null}
      {pages > 1 ? (
        <Pagination
          total={pages}
          value={page}
          onChange={onPage}
          siblings={siblings}
          boundaries={1}
          withEdges={pages > 4}
          withControls={pages > 4}
          getItemProps={(p) => ({ 'aria-label': `Page ${p}` })}
          aria-label="Pages"
        />
      ) : null}
    </Group>
  );
};
