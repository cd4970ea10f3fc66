import { err, ok, type Result } from 'neverthrow';
import { isArticleVisible } from '../../../domain/content/articles';
import { renderBlocks } from '../../../domain/content/renderHtml';
import type { Actor } from '../../shared/actor';
import { notFound, type AppError } from '../../shared/appError';
import { parse } from '../../shared/parse';
import {
  ArticleSlugInput,
  PublicArticleListInput,
  type PublicArticleListOutput,
  type PublicArticleOutput,
} from '../articleSchemas';
import { toPublicListItem } from '../articleViews';
import type { ContentDeps } from '../contentPorts';

/** A missing, inactive or not yet published article is simply not there. */
const articleNotPublished = notFound('Article', 'article.not_found');

const SUGGESTED_SPECIALISTS = 6;
const RELATED_ARTICLES = 3;

/** `GET /api/blog/article/list`: the public blog, Blog or News, by tag, newest first; with the tags of that list. */
export const listPublicArticles =
  (deps: ContentDeps) =>
  async (_actor: Actor | null, raw?: unknown): Promise<Result<PublicArticleListOutput, AppError>> => {
    const input = parse(PublicArticleListInput, raw ?? {});
    if (input.isErr()) return err(input.error);
    const { type, tag, page, count } = input.value;
    const now = deps.clock.now();
    const [{ items, total }, tags] = await Promise.all([
      deps.articles.visible({ type, tag }, now, { page, count }),
      deps.articles.visibleTags(type, now),
    ]);
    return ok({ items: items.map(toPublicListItem), meta: { page, count, total }, tags });
  };

/**
 * `GET /api/blog/article/{slug}`: one article a visitor may read (active and published), with published specialists
 * of its subcategories from the catalogue and related articles (sharing a tag, else the newest of its type).
 */
export const getPublicArticle =
  (deps: ContentDeps) =>
  async (_actor: Actor | null, raw?: unknown): Promise<Result<PublicArticleOutput, AppError>> => {
    const input = parse(ArticleSlugInput, raw ?? {});
    if (input.isErr()) return err(input.error);
    const now = deps.clock.now();
    const row = await deps.articles.findBySlug(input.value.slug);
    if (!row || !isArticleVisible(row, now)) return err(articleNotPublished);
    const subCategoryIds = row.subCategories.map((c) => c.id);
    const [suggested, byTag] = await Promise.all([
      subCategoryIds.length > 0 ? deps.suggestions(subCategoryIds, SUGGESTED_SPECIALISTS) : Promise.resolve([]),
      row.tags.length > 0
        ? deps.articles.visible({ excludeId: row.id, tagsAny: row.tags }, now, { page: 1, count: RELATED_ARTICLES })
        : Promise.resolve({ items: [], total: 0 }),
    ]);
    const related =
      byTag.items.length > 0
        ? byTag.items
        : (
            await deps.articles.visible({ excludeId: row.id, type: row.type }, now, {
              page: 1,
              count: RELATED_ARTICLES,
            })
          ).items;
    return ok({
      ...toPublicListItem(row),
      html: renderBlocks(row.content),
      offerDemo: row.offerDemo,
      isSuggestSpecialists: subCategoryIds.length > 0,
      subCategories: row.subCategories.map((c) => ({ id: c.id, title: c.title })),
      projectTypes: [...row.projectTypes],
      suggestedSpecialists: suggested,
      related: related.map(toPublicListItem),
    });
  };
