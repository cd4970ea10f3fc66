import { Alert, Box, Button, Container, Grid, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { keepPreviousData, useQueries, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import type { CatalogFilters } from '../../../../application/catalog/schemas';
import { errorMessageOf } from '../../app/notify';
import type { PageQueriesOf } from '../../app/ssr/pageQueries';
import { useWideScreen } from '../../app/ssr/screenHint';
import { useTRPC } from '../../app/trpc';
import { useSession } from '../../app/session/SessionProvider';
import { catalogFilterListsShown } from '../../features/catalog/catalogFilterLists';
import { useCatalogQuery } from '../../features/catalog/useCatalogQuery';
import { isFilterSet } from '../../../../application/catalog/catalogQueryString';
import { catalogAddressQuery, loadCatalogQueryReader } from '../../features/catalog/catalogAddress';
import { EmptyList } from '../../kit/EmptyList';
import { ControlsOnceHydrated } from '../../kit/ControlsOnceHydrated';
import { HydrateApart } from '../../kit/HydrateApart';
import { LazyDrawer } from '../../kit/LazyDrawer';
import { ErrorState } from '../../kit/ErrorState';
import { BookableCatalogCard } from './BookableCatalogCard';
import { countOf } from '../../kit/plural';

// The filter panel (every input kind Mantine has) is not part of the first load: the server renders it, and its code
// arrives while the visitor reads the results; React hydrates it on arrival (selective hydration).
const CatalogFiltersPanel = lazy(async () => ({
  default: (await import('../../features/catalog/CatalogFiltersPanel')).CatalogFiltersPanel,
}));
// The sort and the pager likewise: they hydrate when their code arrives, after the results.
const catalogControls = () => import('../../features/catalog/catalogControls');
const CatalogSortSelect = lazy(async () => ({ default: (await catalogControls()).CatalogSortSelect }));
const CatalogPager = lazy(async () => ({ default: (await catalogControls()).CatalogPager }));
// Signed-in users only: loaded after the page, so the public first load does not carry it.
const SaveSearchButton = lazy(async () => ({
  default: (await import('../../features/savedSearch/SaveSearchButton')).SaveSearchButton,
}));

/** What stands in for the filters while their code loads in the browser (never on the server, which waits for it). */
const FiltersLoading = () => (
  <Stack gap="sm" role="status" aria-busy="true" aria-label="Loading the filters">
    {Array.from({ length: 8 }, (_, i) => (
      <Skeleton key={i} height={56} radius="sm" />
    ))}
  </Stack>
);

const SHIMMER_ITEMS = 12;
/** One or two columns at every width, so pages of 8, 16 and 24 always fill whole rows. */
const GRID_COLUMNS = { base: 1, sm: 2 };

/** How many filters are set: each key with a value counts once (a price range's two ends count as two). */
const activeFilterCount = (filters: CatalogFilters): number => Object.values(filters).filter(isFilterSet).length;

type Address = ReturnType<typeof useCatalogQuery>;

/** The results' shimmer: while a page of them loads, and while the address is first read. */
const ResultsLoading = () => (
  <SimpleGrid cols={GRID_COLUMNS} role="status" aria-busy="true" aria-label="Loading specialists">
    {Array.from({ length: SHIMMER_ITEMS }, (_, i) => (
      <Skeleton key={i} height={190} radius="md" />
    ))}
  </SimpleGrid>
);

/** `/staff`: the public catalogue of published specialists. */
export const StaffPage = () => {
  const { query, failed, retry, update, setFilter } = useCatalogQuery();
  if (query) return <StaffCatalog query={query} update={update} setFilter={setFilter} />;
  // A browser that came by a link from another page first loads the reader of the address.
  return (
    <Container size="xl" py="xl">
      <Title order={1} mb="lg">
        Specialists
      </Title>
      {failed ? (
        <ErrorState message="The catalogue could not load. Check your connection and try again." onRetry={retry} />
      ) : (
        <ResultsLoading />
      )}
    </Container>
  );
};

const StaffCatalog = ({
  query,
  update,
  setFilter,
}: { readonly query: NonNullable<Address['query']> } & Pick<Address, 'update' | 'setFilter'>) => {
  const trpc = useTRPC();
  const [more, setMore] = useState(0);
  const pages = useQueries({
    queries: Array.from({ length: more + 1 }, (_, i) => ({
      ...trpc.catalog.list.queryOptions({
        filters: query.filters,
        page: query.page + i,
        count: query.count,
        sort: query.sort,
      }),
      placeholderData: i === 0 ? keepPreviousData : undefined,
    })),
  });
  const facets = useQuery({ ...trpc.catalog.filters.queryOptions(query.filters), placeholderData: keepPreviousData });
  const first = pages[0];
  const items = pages.flatMap((p) => p.data?.items ?? []);
  const meta = first?.data?.meta;
  const reset = (next: Parameters<typeof update>[0]) => {
    setMore(0);
    void update(next);
  };
  // The server renders the layout of the screen the request came from (a phone's page has the drawer, not the sidebar);
  // after hydration the screen's own width decides, and the one filter panel moves between sidebar and drawer, so
  // there is never a second copy with its own state.
  const wide = useWideScreen();
  const signedIn = useSession().status === 'authenticated';
  const [drawerOpened, drawer] = useDisclosure(false);
  const active = activeFilterCount(query.filters);
  const filtersPanel = (
    <Suspense fallback={<FiltersLoading />}>
      <ControlsOnceHydrated>
        <CatalogFiltersPanel
          filters={query.filters}
          facets={facets.data}
          onChange={(key, value) => {
            setMore(0);
            void setFilter(key, value);
          }}
          onReset={() => reset({ filters: {} as never })}
          withHeading={wide}
        />
      </ControlsOnceHydrated>
    </Suspense>
  );

  return (
    <Container size="xl" py="xl">
      <Group justify="space-between" mb="lg" wrap="wrap">
        <div>
          <Title order={1}>Specialists</Title>
          <Text c="dimmed" aria-live="polite">
            {meta
              ? meta.totalCapped
                ? `${meta.total.toLocaleString('en-US')}+ specialists found`
                : `${countOf(meta.total, 'specialist')} found`
              : 'Looking for specialists…'}
          </Text>
        </div>
        <Group align="flex-end" gap="sm" wrap="wrap">
          {signedIn ? (
            <Suspense fallback={null}>
              <SaveSearchButton />
            </Suspense>
          ) : null}
          <Button
            hiddenFrom="md"
            variant="default"
            onClick={drawer.open}
            aria-haspopup="dialog"
            aria-expanded={drawerOpened && !wide}
          >
            {active > 0 ? `Filters (${active})` : 'Filters'}
          </Button>
          <Suspense fallback={<Skeleton w={{ base: 180, sm: 220 }} height={60} />}>
            <ControlsOnceHydrated>
              <CatalogSortSelect value={query.sort} onChange={(sort) => reset({ sort })} />
            </ControlsOnceHydrated>
          </Suspense>
        </Group>
      </Group>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 3 }} visibleFrom="md">
          {wide ? filtersPanel : null}
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }}>
          {first?.isError ? (
            <ErrorState message={errorMessageOf(first.error)} onRetry={() => void first.refetch()} />
          ) : first?.isPending ? (
            <ResultsLoading />
          ) : items.length === 0 ? (
            <EmptyList
              title="No specialists match these filters"
              description="Try fewer filters or a wider price range."
            />
          ) : (
            <>
              {first?.isPlaceholderData ? (
                <Alert color="gray" variant="light" mb="sm" role="status">
                  Updating…
                </Alert>
              ) : null}
              <SimpleGrid
                cols={GRID_COLUMNS}
                component="ul"
                style={{ listStyle: 'none', padding: 0, margin: 0 }}
                aria-label="Specialists"
              >
                {items.map((item) => (
                  <li key={item.id}>
                    <HydrateApart>
                      <BookableCatalogCard item={item} />
                    </HydrateApart>
                  </li>
                ))}
              </SimpleGrid>
              {meta ? (
                <Suspense fallback={<Skeleton height={36} mt="lg" />}>
                  <ControlsOnceHydrated>
                    <CatalogPager
                      total={meta.total}
                      page={query.page}
                      lastShown={query.page + more}
                      count={query.count}
                      pages={meta.pages}
                      onPage={(page) => {
                        setMore(0);
                        void update({ page }, { keepPage: true });
                      }}
                      onCount={(count) => reset({ count })}
                      onMore={() => setMore((m) => m + 1)}
                    />
                  </ControlsOnceHydrated>
                </Suspense>
              ) : null}
            </>
          )}
        </Grid.Col>
      </Grid>
      <LazyDrawer
        opened={drawerOpened && !wide}
        onClose={drawer.close}
        title="Filters"
        position="bottom"
        size="100%"
        padding={0}
        closeButtonProps={{ 'aria-label': 'Close the filters' }}
        styles={{ header: { paddingInline: 'var(--mantine-spacing-md)' } }}
      >
        <Box px="md" pb="md">
          {wide ? null : filtersPanel}
        </Box>
        <Box
          pos="sticky"
          bottom={0}
          px="md"
          py="sm"
          bg="var(--mantine-color-body)"
          style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
        >
          <Button fullWidth onClick={drawer.close}>
            {meta ? `Show ${countOf(meta.total, 'specialist')}` : 'Show specialists'}
          </Button>
        </Box>
      </LazyDrawer>
    </Container>
  );
};

/** What `/staff` reads to render (server rendering, web/src/app/ssr/pageQueries.ts): the address's page and its facets, and the lists its set filters name. */
export const pageQueries: PageQueriesOf<'StaffPage'> = {
  StaffPage: async ({ trpc, search }) => {
    const query = (await loadCatalogQueryReader())(search);
    return [
      // Read once: the reading is the address query's answer, so prefetching it reads nothing again.
      { ...catalogAddressQuery(search), initialData: query },
      trpc.catalog.list.queryOptions({
        filters: query.filters,
        page: query.page,
        count: query.count,
        sort: query.sort,
      }),
      trpc.catalog.filters.queryOptions(query.filters),
      ...catalogFilterListsShown(trpc, query.filters),
    ];
  },
};
