import { Badge, Card, Group, Image, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { RouterOutputs } from '../../app/trpc';
import { formatDate } from '../../kit/format';

export type PublicArticleItem = RouterOutputs['content']['publicArticles']['items'][number];

type Props = {
  readonly article: PublicArticleItem;
  readonly headingLevel?: 2 | 3;
  /**
   * Where the card stands in its list: the first card's preview loads at once and first (it is what a phone shows
   * above the fold, the page's largest paint); the rest when they scroll near, so they do not share its bandwidth.
   */
  readonly position?: number;
};

/** One article in a list: its small preview, type, date, title, annotation and reading time; the title links to it. */
export const ArticleCard = ({ article, headingLevel = 3, position = Number.POSITIVE_INFINITY }: Props) => (
  <Card withBorder radius="md" padding="md" component="article" h="100%">
    {article.previewSmall ? (
      <Card.Section mb="sm">
        <Image
          src={article.previewSmall}
          alt=""
          h={160}
          fit="cover"
          loading={position === 0 ? 'eager' : 'lazy'}
          fetchPriority={position === 0 ? 'high' : 'auto'}
        />
      </Card.Section>
    ) : null}
    <Stack gap={6}>
      <Group gap="xs">
        <Badge variant="light" color={article.type === 'news' ? 'teal' : 'indigo'}>
          {article.type === 'news' ? 'News' : 'Blog'}
        </Badge>
        <Text size="sm" c="dimmed">
          <time dateTime={article.publishedAt}>{formatDate(article.publishedAt)}</time> · {article.readingMinutes} min
          read
        </Text>
      </Group>
      <Title order={headingLevel} fz="lg" lh={1.3}>
        <Link to={`/blog/${article.slug}`} style={{ color: 'inherit' }}>
          {article.title}
        </Link>
      </Title>
      {article.description ? (
        <Text size="sm" lineClamp={3}>
          {article.description}
        </Text>
      ) : null}
    </Stack>
  </Card>
);
