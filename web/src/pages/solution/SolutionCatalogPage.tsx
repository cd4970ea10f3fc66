import {
  Alert,
  Box,
  Button,
  Container,
  Grid,
  Group,
  Pagination,
  SimpleGrid,
  Skeleton,
  Text,
  Title,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { errorMessageOf } from '../../app/notify';
import type { PageQueriesOf } from '../../app/ssr/pageQueries';
import { useWideScreen } from '../../app/ssr/screenHint';
import { useTRPC } from '../../app/trpc';
import { SolutionCatalogCard } from '../../features/solution/public/SolutionCatalogCard';
import {
  solutionCategoryTreeQuery,
  useSolutionCategories,
  type SolutionCategoryNode,
} from '../../features/solution/useSolutionCategories';
import { ControlsOnceHydrated } from '../../kit/ControlsOnceHydrated';
import { EmptyList } from '../../kit/EmptyList';
import { ErrorState } from '../../kit/ErrorState';
import { LazyDrawer } from '../../kit/LazyDrawer';
import { countOf } from '../../kit/plural';

const PAGE_SIZE = 12;

// As the catalogue's filter panel on /staff: the category checkboxes are not part of the first load. The server renders
// them, and React hydrates them when their code arrives.
const SolutionCategoryFilter = lazy(async () => ({
  default: (await import('../../features/solution/public/SolutionCategoryFilter')).SolutionCategoryFilter,
}));

/** What stands in for the categories while their code loads in the browser (never on the server, which waits for it). */
const CategoriesLoading = () => (
  <Box role="status" aria-busy="true" aria-label="Loading the categories">
    {Array.from({ length: 6 }, (_, i) => (
      <Skeleton key={i} height={28} radius="sm" mb="xs" />
    ))}
  </Box>
);

/** `categories` of the address: ids or slugs, comma-separated (the header's suggestions link with either). */
const chosenOf = (params: URLSearchParams): string[] =>
  (params.get('categories') ?? '')
    .split(',')
    .map((c) => c.trim().toLowerCase())
    .filter(Boolean);

const pageOf = (params: URLSearchParams) => Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
const catalogListQuery = (trpc: ReturnType<typeof useTRPC>, categories: readonly string[], page: number) =>
  trpc.solution.catalogList.queryOptions({ categories: [...categories], page, count: PAGE_SIZE });

/** `/solutions?categories=`: published solutions, filtered by category, newest first. */
export const SolutionCatalogPage = () => {
  const trpc = useTRPC();
  const [params, setParams] = useSearchParams();
  const categories = useSolutionCategories({ fresh: true });
  const inAddress = useMemo(() => chosenOf(params), [params]);
  // The router applies a new address in a transition; the boxes show the click at once.
  const [ticked, setTicked] = useState<readonly string[] | null>(null);
  useEffect(() => setTicked(null), [inAddress]);
  const chosen = ticked ?? inAddress;
  const page = pageOf(params);
  const list = useQuery({ ...catalogListQuery(trpc, inAddress, page), placeholderData: keepPreviousData });

  const isChosen = useCallback(
    (node: SolutionCategoryNode) => chosen.includes(node.slug.toLowerCase()) || chosen.includes(node.id.toLowerCase()),
    [chosen],
  );

  const setChosen = (next: readonly string[]) => {
    setTicked(next);
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next.length > 0) updated.set('categories', next.join(','));
      else updated.delete('categories');
      updated.delete('page');
      return updated;
    });
  };

  const toggle = (node: SolutionCategoryNode, on: boolean) => {
    // Either name of the category leaves the address; the slug goes in, readable and stable.
    const others = chosen.filter((c) => c !== node.slug.toLowerCase() && c !== node.id.toLowerCase());
    setChosen(on ? [...others, node.slug] : others);
  };

  const setPage = (next: number) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next > 1) updated.set('page', String(next));
      else updated.delete('page');
      return updated;
    });

  const total = list.data?.meta.total ?? 0;
  // As on /staff: below Mantine's md the list comes first and the one category filter moves into a drawer.
  const wide = useWideScreen();
  const [drawerOpened, drawer] = useDisclosure(false);
  const categoryFilter = (
    <Suspense fallback={<CategoriesLoading />}>
      <ControlsOnceHydrated>
        <SolutionCategoryFilter
          tree={categories.query.data}
          loading={categories.query.isPending}
          error={categories.query.isError ? errorMessageOf(categories.query.error) : null}
          onRetry={() => void categories.query.refetch()}
          isChosen={isChosen}
          onToggle={toggle}
          onReset={() => setChosen([])}
        />
      </ControlsOnceHydrated>
    </Suspense>
  );
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));

  const body = (() => {
    if (list.isPending) {
      return (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} role="status" aria-busy="true" aria-label="Loading solutions">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} height={170} radius="md" />
          ))}
        </SimpleGrid>
      );
    }
    if (list.isError) return <ErrorState message={errorMessageOf(list.error)} onRetry={() => void list.refetch()} />;
    if (list.data.items.length === 0) {
      return inAddress.length > 0 ? (
        <EmptyList
          title="No solutions in these categories yet"
          description="Choose other categories or see every solution."
          action={
            <Button variant="default" onClick={() => setChosen([])}>
              Show all solutions
            </Button>
          }
        />
      ) : (
        <EmptyList
          title="No solutions yet"
          description="Partner agencies' solutions appear here once the platform has checked them."
        />
      );
    }
    return (
      <>
        {list.isPlaceholderData ? (
          <Alert color="gray" variant="light" mb="sm" role="status">
            Updating…
          </Alert>
        ) : null}
        <SimpleGrid
          cols={{ base: 1, sm: 2, lg: 3 }}
          component="ul"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
          aria-label="Solutions"
        >
          {list.data.items.map((item) => (
            <li key={item.id}>
              <SolutionCatalogCard item={item} />
            </li>
          ))}
        </SimpleGrid>
        {pages > 1 ? (
          <Group justify="center" mt="lg">
            <Pagination
              total={pages}
              value={Math.min(page, pages)}
              onChange={setPage}
              getItemProps={(p) => ({ 'aria-label': `Page ${p}` })}
              aria-label="Pages"
            />
          </Group>
        ) : null}
      </>
    );
  })();

  return (
    <Container size="xl" py="xl">
      <Group justify="space-between" mb="lg" wrap="wrap">
        <div>
          <Title order={1}>Solutions</Title>
          <Text c="dimmed" aria-live="polite">
            {list.data ? `${countOf(total, 'solution')} found` : 'Looking for solutions…'}
          </Text>
        </div>
        <Button
          hiddenFrom="md"
          variant="default"
          onClick={drawer.open}
          aria-haspopup="dialog"
          aria-expanded={drawerOpened && !wide}
        >
          {chosen.length > 0 ? `Filters (${chosen.length})` : 'Filters'}
        </Button>
      </Group>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 3 }} visibleFrom="md">
          {wide ? categoryFilter : null}
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }}>{body}</Grid.Col>
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
          {wide ? null : categoryFilter}
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
            {list.data ? `Show ${total} ${total === 1 ? 'solution' : 'solutions'}` : 'Show solutions'}
          </Button>
        </Box>
      </LazyDrawer>
    </Container>
  );
};

/** What `/solutions` reads to render (server rendering, web/src/app/ssr/pageQueries.ts): the address's page and the category tree. */
export const pageQueries: PageQueriesOf<'SolutionCatalogPage'> = {
  SolutionCatalogPage: ({ trpc, search }) => [
    catalogListQuery(trpc, chosenOf(search), pageOf(search)),
    solutionCategoryTreeQuery(trpc, { fresh: true }),
  ],
};
