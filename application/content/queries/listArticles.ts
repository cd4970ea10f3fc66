import { err, ok } from 'neverthrow';
import { articleTypes } from '../../../domain/content/articles';
import { useCase } from '../../moderation/useCase';
import {
  ArticleIdInput,
  ArticleListInput,
  type ArticleFiltersOutput,
  type ManagerArticleListOutput,
} from '../articleSchemas';
import { toManagerArticle, toManagerArticleListItem } from '../articleViews';
import type { ContentDeps } from '../contentPorts';
import { articleNotFound, asBlogManager } from '../policies';
import { z } from 'zod';

const typeLabels: Record<string, string> = { blog: 'Blog', news: 'News' };
const statusLabels: Record<string, string> = {
  published: 'Published',
  scheduled: 'Scheduled',
  draft: 'Not published',
  hidden: 'Inactive',
};

/** The managers' list: newest publication first (unpublished ones on top), filtered by search, type, tag, activity and dates. */
export const listArticles = useCase(
  asBlogManager,
  ArticleListInput,
  async (deps: ContentDeps, _caller, { page, count, ...filter }) => {
    const now = deps.clock.now();
    const { items, total } = await deps.articles.list(filter, { page, count });
    return ok<ManagerArticleListOutput>({
      items: items.map((row) => toManagerArticleListItem(row, now)),
      meta: { page, count, total },
    });
  },
);

/** What the list can be filtered by, with counts. */
export const articleFilters = useCase(asBlogManager, z.object({}), async (deps: ContentDeps) => {
  const { types, statuses, tags } = await deps.articles.facets(deps.clock.now());
  return ok<ArticleFiltersOutput>({
    types: articleTypes.map((t) => ({ value: t, label: typeLabels[t] ?? t, count: types[t] ?? 0 })),
    statuses: Object.keys(statusLabels).map((s) => ({
      value: s,
      label: statusLabels[s] ?? s,
      count: statuses[s] ?? 0,
    })),
    tags: Object.entries(tags)
      .map(([tag, n]) => ({ value: tag, label: tag, count: n }))
      .sort((a, b) => a.label.localeCompare(b.label)),
  });
});

/** Every tag in use, for the editor's suggestions. */
export const articleTags = useCase(asBlogManager, z.object({}), async (deps: ContentDeps) =>
  ok(await deps.articles.tags()),
);

/** One article as its editor loads it. */
export const getArticle = useCase(asBlogManager, ArticleIdInput, async (deps: ContentDeps, _caller, { id }) => {
  const row = await deps.articles.find(id);
  return row ? ok(toManagerArticle(row, deps.clock.now())) : err(articleNotFound);
});
