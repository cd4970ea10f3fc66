import { articleStatusOf, readingMinutesOf, suggestsSpecialists } from '../../domain/content/articles';
import type { ContentBlock } from '../../domain/content/blocks';
import { renderBlocks } from '../../domain/content/renderHtml';
import { fileUrl } from '../files/fileContracts';
import type { ArticleRow } from './contentPorts';
import type { ManagerArticleOutput, PublicArticleListItem } from './articleSchemas';

const imageOf = (id: string | null) => (id ? { id, url: fileUrl(id) } : null);
const minutesOf = (row: ArticleRow) => readingMinutesOf(row.content as ContentBlock[], row.description);

/** An article as managers read and edit it. */
export const toManagerArticle = (row: ArticleRow, now: Date): ManagerArticleOutput => ({
  id: row.id,
  type: row.type,
  title: row.title,
  slug: row.slug,
  description: row.description,
  content: [...row.content],
  html: renderBlocks(row.content),
  preview: imageOf(row.previewFileId),
  previewSmall: imageOf(row.previewSmallFileId),
  tags: [...row.tags],
  offerDemo: row.offerDemo,
  subCategories: row.subCategories.map((c) => ({ id: c.id, title: c.title })),
  projectTypes: [...row.projectTypes],
  isActive: row.isActive,
  publishedAt: row.publishedAt?.toISOString() ?? null,
  isSuggestSpecialists: suggestsSpecialists(row.subCategories.map((c) => c.id)),
  status: articleStatusOf(row, now),
  readingMinutes: minutesOf(row),
  version: row.version,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export const toManagerArticleListItem = (row: ArticleRow, now: Date) => {
  const { content: _content, html: _html, ...listed } = toManagerArticle({ ...row, content: [] }, now);
  return { ...listed, readingMinutes: minutesOf(row) };
};

/** An article on the public list: only visible articles come here, so `publishedAt` is set. */
export const toPublicListItem = (row: ArticleRow): PublicArticleListItem => ({
  id: row.id,
  type: row.type,
  title: row.title,
  slug: row.slug,
  description: row.description,
  preview: row.previewFileId ? fileUrl(row.previewFileId) : null,
  previewSmall: row.previewSmallFileId
    ? fileUrl(row.previewSmallFileId)
    : row.previewFileId
      ? fileUrl(row.previewFileId)
      : null,
  tags: [...row.tags],
  publishedAt: (row.publishedAt ?? row.createdAt).toISOString(),
  readingMinutes: minutesOf(row),
});
