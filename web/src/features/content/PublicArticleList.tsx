import { Chip, Group, Pagination, SimpleGrid, Stack, Tabs, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { errorMessageOf } from '../../app/notify';
import { useTRPC } from '../../app/trpc';
import { EmptyList } from '../../kit/EmptyList';
import { ErrorState } from '../../kit/ErrorState';
import { LoadingState } from '../../kit/LoadingState';
import { ArticleCard } from './ArticleCard';

const PAGE_SIZE = 12;

/** The list's query from the address (`type`, `tag`, `page`): the list reads it, and the server renders the blog with it. */
export const publicArticlesQuery = (trpc: ReturnType<typeof useTRPC>, params: URLSearchParams) => {
  const type = params.get('type') === 'news' ? 'news' : 'blog';
  const tag = params.get('tag') ?? '';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  return {
    type,
    tag,
    page,
    options: trpc.content.publicArticles.queryOptions({ type, page, count: PAGE_SIZE, ...(tag ? { tag } : {}) }),
  } as const;
};

/** The public blog: Blog and News tabs, a tag filter and pages, all in the address (`type`, `tag`, `page`). */
export const PublicArticleList = () => {
  const trpc = useTRPC();
  const [params, setParams] = useSearchParams();
  const { type, tag, page, options } = publicArticlesQuery(trpc, params);
  const tagsLabel = useId();
  const articles = useQuery({ ...options, placeholderData: keepPreviousData });
  const change = (next: { type?: string; tag?: string; page?: number }) => {
    const merged = { type, tag, page, ...next };
    const search = new URLSearchParams();
    if (merged.type === 'news') search.set('type', 'news');
    if (merged.tag) search.set('tag', merged.tag);
    if (merged.page > 1) search.set('page', String(merged.page));
    setParams(search);
  };
  const pages = Math.max(1, Math.ceil((articles.data?.meta.total ?? 0) / PAGE_SIZE));
  return (
    <Tabs value={type} onChange={(value) => change({ type: value ?? 'blog', tag: '', page: 1 })} keepMounted={false}>
      <Tabs.List mb="lg">
        <Tabs.Tab value="blog">Blog</Tabs.Tab>
        <Tabs.Tab value="news">News</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value={type}>
        <Stack gap="lg">
          {articles.data && articles.data.tags.length > 0 ? (
            <Group gap="xs" role="group" aria-labelledby={tagsLabel}>
              <Text size="sm" fw={500} id={tagsLabel}>
                Tags
              </Text>
              <Chip.Group
                value={tag}
                onChange={(value) => change({ tag: value === tag ? '' : String(value), page: 1 })}
              >
                {articles.data.tags.map((t) => (
                  <Chip
                    key={t}
                    value={t}
                    size="sm"
                    variant="outline"
                    onClick={() => (t === tag ? change({ tag: '', page: 1 }) : undefined)}
                  >
                    {t}
                  </Chip>
                ))}
              </Chip.Group>
            </Group>
          ) : null}
          {articles.isPending ? (
            <LoadingState rows={6} label="Loading articles" />
          ) : articles.isError ? (
            <ErrorState message={errorMessageOf(articles.error)} onRetry={() => void articles.refetch()} />
          ) : articles.data.items.length === 0 ? (
            <EmptyList
              title={tag ? `Nothing tagged “${tag}” here yet` : type === 'news' ? 'No news yet' : 'No articles yet'}
              description="New articles appear here as soon as they are published."
            />
          ) : (
            <>
              <SimpleGrid
                cols={{ base: 1, sm: 2, lg: 3 }}
                aria-busy={articles.isFetching}
                style={{ opacity: articles.isPlaceholderData ? 0.6 : 1 }}
              >
                {articles.data.items.map((a, i) => (
                  <ArticleCard key={a.id} article={a} headingLevel={2} position={i} />
                ))}
              </SimpleGrid>
              {pages > 1 ? (
                <Pagination
                  total={pages}
                  value={page}
                  onChange={(p) => change({ page: p })}
                  getControlProps={(control) => ({ 'aria-label': `${control} page` })}
                  getItemProps={(p) => ({ 'aria-label': `Page ${p}` })}
                />
              ) : null}
            </>
          )}
        </Stack>
      </Tabs.Panel>
    </Tabs>
  );
};
