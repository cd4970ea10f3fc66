import { Alert, Container, Grid, Group, Select, SimpleGrid, Skeleton, Text, Title } from '@mantine/core';
import { keepPreviousData, useQueries, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { catalogSorts, type CatalogSort } from '../../../../application/catalog/schemas';
import { errorMessageOf } from '../../app/notify';
import { useTRPC } from '../../app/trpc';
import { CatalogFiltersPanel } from '../../features/catalog/CatalogFiltersPanel';
import { CatalogPager } from '../../features/catalog/CatalogPager';
import { useCatalogQuery } from '../../features/catalog/useCatalogQuery';
import { EmptyList } from '../../kit/EmptyList';
import { ErrorState } from '../../kit/ErrorState';
import { BookableCatalogCard } from './BookableCatalogCard';

const sortLabels: Record<CatalogSort, string> = { best: 'Best match', specialization: 'Specialization, A–Z', priceAsc: 'Price, low to high', priceDesc: 'Price, high to low', newest: 'Newest first' };
const SHIMMER_ITEMS = 12;

/** `/staff`: the public catalogue of published specialists. */
export const StaffPage = () => {
  const trpc = useTRPC();
  const { query, update, setFilter } = useCatalogQuery();
  const [more, setMore] = useState(0);
  const pages = useQueries({
    queries: Array.from({ length: more + 1 }, (_, i) => ({
      ...trpc.catalog.list.queryOptions({ filters: query.filters, page: query.page + i, count: query.count, sort: query.sort }),
      placeholderData: i === 0 ? keepPreviousData : undefined,
    })),
  });
  const facets = useQuery({ ...trpc.catalog.filters.queryOptions(query.filters), placeholderData: keepPreviousData });
  const first = pages[0];
  const items = pages.flatMap((p) => p.data?.items ?? []);
  const meta = first?.data?.meta;
  const reset = (next: Parameters<typeof update>[0]) => {
    setMore(0);
    update(next);
  };

  return (
    <Container size="xl" py="xl">
      <Group justify="space-between" mb="lg" wrap="wrap">
        <div>
          <Title order={1}>Specialists</Title>
          <Text c="dimmed" aria-live="polite">{meta ? `${meta.total} specialists found` : 'Looking for specialists…'}</Text>
        </div>
        <Select
          label="Sort by"
          w={220}
          data={catalogSorts.map((s) => ({ value: s, label: sortLabels[s] }))}
          value={query.sort}
          onChange={(v) => v && reset({ sort: v as CatalogSort })}
          allowDeselect={false}
        />
      </Group>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 3 }}>
          <CatalogFiltersPanel
            filters={query.filters}
            facets={facets.data}
            onChange={(key, value) => {
              setMore(0);
              setFilter(key, value);
            }}
            onReset={() => reset({ filters: {} as never })}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }}>
          {first?.isError ? (
            <ErrorState message={errorMessageOf(first.error)} onRetry={() => void first.refetch()} />
          ) : first?.isPending ? (
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} aria-busy="true" aria-label="Loading specialists">
              {Array.from({ length: SHIMMER_ITEMS }, (_, i) => <Skeleton key={i} height={190} radius="md" />)}
            </SimpleGrid>
          ) : items.length === 0 ? (
            <EmptyList title="No specialists match these filters" description="Try fewer filters or a wider price range." />
          ) : (
            <>
              {first?.isPlaceholderData ? <Alert color="gray" variant="light" mb="sm" role="status">Updating…</Alert> : null}
              <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label="Specialists">
                {items.map((item) => (
                  <li key={item.id}>
                    <BookableCatalogCard item={item} />
                  </li>
                ))}
              </SimpleGrid>
              {meta ? (
                <CatalogPager
                  total={meta.total}
                  page={query.page}
                  lastShown={query.page + more}
                  count={query.count}
                  pages={meta.pages}
                  onPage={(page) => { setMore(0); update({ page }, { keepPage: true }); }}
                  onCount={(count) => reset({ count })}
                  onMore={() => setMore((m) => m + 1)}
                />
              ) : null}
            </>
          )}
        </Grid.Col>
      </Grid>
    </Container>
  );
};
