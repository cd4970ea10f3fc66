import { Anchor, Container, Text } from '@mantine/core';
import type { PageQueriesOf } from '../../app/ssr/pageQueries';
import { PublicArticleList, publicArticlesQuery } from '../../features/content/PublicArticleList';
import { PageHeader } from '../../kit/PageHeader';

/** /blog: Blog and News. The article page is a module of its own (ArticlePage.tsx): the list's first load does not carry the article's blocks. */
export const BlogPage = () => (
  <Container size="xl" py="xl">
    <PageHeader title="Blog and news" />
    <Text c="dimmed" mb="lg">
      Hiring guides, rate trends and news of the marketplace. Also as an{' '}
      <Anchor href="/blog/rss.xml" underline="always">
        RSS feed
      </Anchor>
      .
    </Text>
    <PublicArticleList />
  </Container>
);

/** What the blog's list reads to render (server rendering, web/src/app/ssr/pageQueries.ts). */
export const pageQueries: PageQueriesOf<'BlogPage'> = {
  BlogPage: ({ trpc, search }) => [publicArticlesQuery(trpc, search).options],
};
