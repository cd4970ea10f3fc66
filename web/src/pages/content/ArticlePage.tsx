import { Anchor, Container, Grid, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { errorMessageOf } from '../../app/notify';
import type { PageQueriesOf } from '../../app/ssr/pageQueries';
import { useTRPC } from '../../app/trpc';
import { SpecialistCatalogCard } from '../../features/catalog/SpecialistCatalogCard';
import { ArticleCard } from '../../features/content/ArticleCard';
import { PublicArticle } from '../../features/content/PublicArticle';
import { ErrorState } from '../../kit/ErrorState';
import { LoadingState } from '../../kit/LoadingState';
import { throwIfRefused } from '../../kit/PageQuery';

/** /blog/{slug}: the article, specialists of its subcategories from the catalogue, related articles. A missing, inactive or scheduled slug is the not-found page. */
export const ArticlePage = () => {
  const { slug = '' } = useParams();
  const trpc = useTRPC();
  const article = useQuery({ ...trpc.content.publicArticle.queryOptions({ slug }), retry: false });
  if (article.isError) throwIfRefused(article.error);
  return (
    <Container size="xl" py="xl">
      <Anchor component={Link} to="/blog" size="sm">
        ← Back to the blog
      </Anchor>
      {article.isPending ? (
        <LoadingState rows={12} label="Loading the article" />
      ) : article.isError ? (
        <ErrorState message={errorMessageOf(article.error)} onRetry={() => void article.refetch()} />
      ) : (
        <Grid gap="xl" mt="md">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <PublicArticle article={article.data} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Stack gap="xl">
              {article.data.isSuggestSpecialists ? (
                <Stack gap="sm" component="section" aria-labelledby="suggested-specialists">
                  <Title order={2} fz="lg" id="suggested-specialists">
                    Specialists for this topic
                  </Title>
                  {article.data.suggestedSpecialists.length === 0 ? (
                    <Text size="sm" c="dimmed">
                      No specialists of {article.data.subCategories.map((c) => c.title).join(', ')} are free right now.{' '}
                      <Anchor component={Link} to="/staff">
                        Browse the catalogue
                      </Anchor>
                    </Text>
                  ) : (
                    <>
                      {article.data.suggestedSpecialists.map((item) => (
                        <SpecialistCatalogCard key={item.id} item={item} />
                      ))}
                      <Anchor
                        component={Link}
                        to={`/staff?${new URLSearchParams({ subCategories: article.data.subCategories.map((c) => c.id).join(',') }).toString()}`}
                        size="sm"
                      >
                        All specialists of {article.data.subCategories.map((c) => c.title).join(', ')}
                      </Anchor>
                    </>
                  )}
                </Stack>
              ) : null}
            </Stack>
          </Grid.Col>
        </Grid>
      )}
      {article.data && article.data.related.length > 0 ? (
        <Stack gap="sm" component="section" aria-labelledby="related-articles" mt="xl">
          <Title order={2} fz="lg" id="related-articles">
            Related articles
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            {article.data.related.map((a) => (
              <ArticleCard key={a.id} article={a} />
            ))}
          </SimpleGrid>
        </Stack>
      ) : null}
    </Container>
  );
};

/** What the article page reads to render (server rendering, web/src/app/ssr/pageQueries.ts). */
export const pageQueries: PageQueriesOf<'ArticlePage'> = {
  ArticlePage: ({ trpc, params }) => [trpc.content.publicArticle.queryOptions({ slug: params.slug ?? '' })],
};
