import { Anchor, Avatar, Card, Container, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { errorMessageOf } from '../../app/notify';
import type { PageQueriesOf } from '../../app/ssr/pageQueries';
import { useTRPC } from '../../app/trpc';
import { EmptyList } from '../../kit/EmptyList';
import { ErrorState } from '../../kit/ErrorState';
import { PageHeader } from '../../kit/PageHeader';
import { BookableCatalogCard } from './BookableCatalogCard';

/** `/search?search=`: specialists ranked by relevance (typos in skills forgiven) and matching solutions. */
export const SearchPage = () => {
  const [params] = useSearchParams();
  const search = params.get('search')?.trim() ?? '';
  const trpc = useTRPC();
  const results = useQuery({ ...trpc.catalog.search.queryOptions({ search }), enabled: search.length > 0 });
  return (
    <Container size="xl" py="xl">
      <PageHeader title="Search" />
      {!search ? (
        <Text mb="md">Type a role or a skill in the search box above.</Text>
      ) : results.isPending ? (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} role="status" aria-busy="true" aria-label="Searching">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} height={180} radius="md" />
          ))}
        </SimpleGrid>
      ) : results.isError ? (
        <ErrorState message={errorMessageOf(results.error)} onRetry={() => void results.refetch()} />
      ) : results.data.nothingFound ? (
        <EmptyList
          title={`Nothing was found for “${search}”`}
          description="Check the spelling or try a broader word, such as a role or a main skill."
        />
      ) : (
        <Stack gap="xl">
          <section aria-labelledby="found-specialists">
            <Title id="found-specialists" order={2} size="h3" mb="sm">
              Specialists ({results.data.specialists.meta.total.toLocaleString('en-US')}
              {results.data.specialists.meta.totalCapped ? '+' : ''})
            </Title>
            {results.data.specialists.items.length === 0 ? (
              <Text c="dimmed">No specialists match.</Text>
            ) : (
              <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
                {results.data.specialists.items.map((item) => (
                  <BookableCatalogCard key={item.id} item={item} />
                ))}
              </SimpleGrid>
            )}
          </section>
          <section aria-labelledby="found-solutions">
            <Title id="found-solutions" order={2} size="h3" mb="sm">
              Solutions ({results.data.solutions.length})
            </Title>
            {results.data.solutions.length === 0 ? (
              <Text c="dimmed">No solutions match.</Text>
            ) : (
              <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
                {results.data.solutions.map((s) => (
                  <Card key={s.id} withBorder radius="md">
                    <Group wrap="nowrap" align="flex-start">
                      <Avatar src={s.logoUrl} alt="" radius="md" size={48}>
                        {s.title[0]}
                      </Avatar>
                      <div>
                        <Anchor component={Link} to={`/solutions/${s.id}`} fw={600}>
                          {s.title}
                        </Anchor>
                        <Text size="sm" c="dimmed" lineClamp={3}>
                          {s.shortDescription}
                        </Text>
                      </div>
                    </Group>
                  </Card>
                ))}
              </SimpleGrid>
            )}
          </section>
        </Stack>
      )}
    </Container>
  );
};

/** What `/search` reads to render (server rendering, web/src/app/ssr/pageQueries.ts). */
export const pageQueries: PageQueriesOf<'SearchPage'> = {
  SearchPage: ({ trpc, search }) => {
    const term = search.get('search')?.trim() ?? '';
    return term ? [trpc.catalog.search.queryOptions({ search: term })] : [];
  },
};
