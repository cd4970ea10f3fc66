import { Anchor, Image, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { projectTypeTitles, type ProjectType } from '../../../../domain/content/articles';
import type { RouterOutputs } from '../../app/trpc';
import { Fact, Facts } from '../../kit/Facts';
import { formatDateTime } from '../../kit/format';
import { SectionCard } from '../../kit/SectionCard';
import { ContentHtml } from './ContentHtml';

type Article = RouterOutputs['content']['article'];

const statusText = {
  published: 'Published',
  scheduled: 'Scheduled',
  draft: 'Not published',
  hidden: 'Inactive (hidden from the blog)',
} as const;

/** An article as the manager reads it before editing: its facts, images and text. */
export const ArticleView = ({ article }: { readonly article: Article }) => (
  <Stack gap="lg">
    <SectionCard title="About the article">
      <Facts>
        {[
          { label: 'Type', value: article.type === 'news' ? 'News' : 'Blog' },
          { label: 'Status', value: statusText[article.status] },
          { label: 'Published at', value: article.publishedAt ? formatDateTime(article.publishedAt) : '—' },
          {
            label: 'Address',
            value:
              article.status === 'published' ? (
                <Anchor component={Link} to={`/blog/${article.slug}`}>
                  /blog/{article.slug}
                </Anchor>
              ) : (
                `/blog/${article.slug}`
              ),
          },
          { label: 'Tags', value: article.tags.join(', ') || '—' },
          { label: 'Subcategories', value: article.subCategories.map((c) => c.title).join(', ') || '—' },
          { label: 'Suggests specialists', value: article.isSuggestSpecialists ? 'Yes' : 'No' },
          {
            label: 'Project types',
            value: article.projectTypes.map((t) => projectTypeTitles[t as ProjectType] ?? t).join(', ') || '—',
          },
          { label: 'Offers a demo', value: article.offerDemo ? 'Yes' : 'No' },
          { label: 'Reading time', value: `${article.readingMinutes} min` },
          { label: 'Last changed', value: formatDateTime(article.updatedAt) },
        ].map((f) => (
          <Fact key={f.label} label={f.label}>
            {f.value}
          </Fact>
        ))}
      </Facts>
    </SectionCard>
    {article.preview || article.previewSmall ? (
      <SectionCard title="Images">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {article.preview ? (
            <Image src={article.preview.url} alt="Preview image" radius="sm" mah={240} fit="contain" />
          ) : null}
          {article.previewSmall ? (
            <Image src={article.previewSmall.url} alt="Small preview image" radius="sm" mah={160} fit="contain" />
          ) : null}
        </SimpleGrid>
      </SectionCard>
    ) : null}
    <SectionCard title={article.title}>
      {article.description ? (
        <Text c="dimmed" mb="md">
          {article.description}
        </Text>
      ) : null}
      <ContentHtml html={article.html} />
    </SectionCard>
  </Stack>
);
