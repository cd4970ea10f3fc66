import { Anchor, Badge, Button, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { RouterOutputs } from '../../app/trpc';
import { formatDate } from '../../kit/format';
import { ContentHtml } from './ContentHtml';

export type PublicArticleData = RouterOutputs['content']['publicArticle'];

/** An article as a visitor reads it: type, date, reading time, title, annotation, cover and text. */
export const PublicArticle = ({ article }: { readonly article: PublicArticleData }) => (
  <Stack gap="md" component="article">
    <Group gap="xs">
      <Badge variant="light" color={article.type === 'news' ? 'teal' : 'indigo'}>
        {article.type === 'news' ? 'News' : 'Blog'}
      </Badge>
      <Text size="sm" c="dimmed">
        <time dateTime={article.publishedAt}>{formatDate(article.publishedAt)}</time> · {article.readingMinutes} min
        read
      </Text>
    </Group>
    <Title order={1} fz={{ base: 28, sm: 38 }} lh={1.2}>
      {article.title}
    </Title>
    {article.description ? (
      <Text size="lg" c="dimmed">
        {article.description}
      </Text>
    ) : null}
    {article.preview ? <Image src={article.preview} alt="" radius="md" mah={420} fit="cover" /> : null}
    <ContentHtml html={article.html} />
    {article.tags.length > 0 ? (
      <Group gap="xs" aria-label="Tags">
        {article.tags.map((t) => (
          <Anchor
            key={t}
            component={Link}
            to={`/blog?${new URLSearchParams({ ...(article.type === 'news' ? { type: 'news' } : {}), tag: t }).toString()}`}
            size="sm"
          >
            #{t}
          </Anchor>
        ))}
      </Group>
    ) : null}
    {article.offerDemo ? (
      <Paper withBorder p="lg" radius="md" bg="indigo.0">
        <Stack gap="xs">
          <Title order={2} fz="lg">
            See the platform in action
          </Title>
          <Text>Book a 30-minute demo: we show how to find, book and interview specialists for your project.</Text>
          <Group>
            <Button component={Link} to="/feedback">
              Book a demo
            </Button>
          </Group>
        </Stack>
      </Paper>
    ) : null}
  </Stack>
);
