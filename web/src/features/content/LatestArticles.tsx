import { Button, Group, SimpleGrid } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTRPC } from '../../app/trpc';
import { EmptyList } from '../../kit/EmptyList';
import { LoadingState } from '../../kit/LoadingState';
import { ArticleCard } from './ArticleCard';

/** The home page's 'Latest from the blog': the three newest articles and news. */
export const LatestArticles = () => {
  const trpc = useTRPC();
  const latest = useQuery(trpc.content.publicArticles.queryOptions({ page: 1, count: 3 }));
  if (latest.isPending) return <LoadingState rows={3} label="Loading the latest articles" />;
  // The home page must not fail for its news: without them it says nothing more.
  if (latest.isError || latest.data.items.length === 0)
    return <EmptyList title="No articles yet" description="Hiring guides and news will appear here." />;
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {latest.data.items.map((a) => (
          <ArticleCard key={a.id} article={a} />
        ))}
      </SimpleGrid>
      <Group mt="md">
        <Button component={Link} to="/blog" variant="default">
          All articles and news
        </Button>
      </Group>
    </>
  );
};
export default LatestArticles;
