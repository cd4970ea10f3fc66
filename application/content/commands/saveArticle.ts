import { err, ok, type Result } from 'neverthrow';
import { normalizeTags, slugOf } from '../../../domain/content/articles';
import { fileNotFoundCode } from '../../files/fileContracts';
import { useCase } from '../../moderation/useCase';
import type { Actor } from '../../shared/actor';
import { conflict, validationError, type AppError, type FieldIssue } from '../../shared/appError';
import {
  ArticleIdInput,
  ChangeArticleActiveInput,
  CreateArticleInput,
  SLUG_TIP,
  UpdateArticleInput,
  type ManagerArticleOutput,
} from '../articleSchemas';
import { toManagerArticle } from '../articleViews';
import type { ArticleWriteRefusal, ContentAudit, ContentDeps, SavedArticle } from '../contentPorts';
import { articleNotFound, asBlogManager } from '../policies';
import type { z } from 'zod';

const auditOf = (actor: Actor, at: Date): ContentAudit => ({ actorId: actor.userId, emulatedBy: actor.emulatedBy, at });

/** How far ahead a publication may be scheduled, and how far back a date may be set (old articles moved over). */
const MAX_AHEAD_MS = 2 * 366 * 86_400_000;
const EARLIEST = Date.UTC(2000, 0, 1);

const refusalOf = (refusal: ArticleWriteRefusal): AppError => {
  switch (refusal) {
    case 'not_found':
      return articleNotFound;
    case 'version_conflict':
      return conflict(
        'Someone else changed this article at the same time. Reload and try again.',
        'article.version_conflict',
      );
    case 'slug_taken':
      return validationError([
        {
          field: 'slug',
          code: 'article.slug_taken',
          message: 'Another article already has this address: change the slug',
        },
      ]);
    default: {
      const _exhaustive: never = refusal;
      return _exhaustive;
    }
  }
};

type Fields = z.output<typeof CreateArticleInput>;

/** The article as it will be stored, or the field errors the database would find (unknown subcategories and images, a slug of nothing, dates out of range). */
const articleOf = async (
  deps: ContentDeps,
  id: string,
  input: Fields,
  now: Date,
): Promise<Result<SavedArticle, AppError>> => {
  const issues: FieldIssue[] = [];
  const slug = input.slug !== '' ? input.slug : slugOf(input.title);
  if (slug === '')
    issues.push({
      field: 'slug',
      code: 'article.slug_required',
      message: `The title has no latin letters or digits: write the slug. ${SLUG_TIP}`,
    });
  const publishedAt = input.publishedAt ? new Date(input.publishedAt) : null;
  if (publishedAt && publishedAt.getTime() > now.getTime() + MAX_AHEAD_MS)
    issues.push({
      field: 'publishedAt',
      code: 'article.published_too_far',
      message: 'A publication can be scheduled at most two years ahead',
    });
  if (publishedAt && publishedAt.getTime() < EARLIEST)
    issues.push({
      field: 'publishedAt',
      code: 'article.published_too_early',
      message: 'The publication date must be in the year 2000 or later',
    });
  const subCategories = [...new Set(input.subCategories)];
  const known = await deps.articles.knownSubcategories(subCategories);
  subCategories.forEach((c, i) => {
    if (!known.has(c))
      issues.push({ field: `subCategories.${i}`, code: 'article.unknown_subcategory', message: 'Unknown subcategory' });
  });
  const images = [input.preview, input.previewSmall].filter((f): f is string => typeof f === 'string');
  const knownImages = await deps.articles.knownImages(images);
  for (const field of ['preview', 'previewSmall'] as const) {
    const fileId = input[field];
    if (fileId && !knownImages.has(fileId))
      issues.push({
        field,
        code: fileNotFoundCode,
        message: 'Upload the image first: this file is not an article image',
      });
  }
  if (issues.length > 0) return err(validationError(issues));
  return ok({
    id,
    type: input.type,
    title: input.title,
    slug,
    description: input.description.trim(),
    content: input.content,
    previewFileId: input.preview ?? null,
    previewSmallFileId: input.previewSmall ?? null,
    tags: normalizeTags(input.tags),
    offerDemo: input.offerDemo,
    subCategories,
    projectTypes: [...new Set(input.projectTypes)],
    isActive: input.isActive,
    publishedAt,
  });
};

const answer = async (deps: ContentDeps, id: string): Promise<Result<ManagerArticleOutput, AppError>> => {
  const row = await deps.articles.find(id);
  return row ? ok(toManagerArticle(row, deps.clock.now())) : err(articleNotFound);
};

/** A manager writes an article or a news item: published at once, at a later moment, or kept unpublished (no date). */
export const createArticle = useCase(asBlogManager, CreateArticleInput, async (deps: ContentDeps, caller, input) => {
  const now = deps.clock.now();
  const id = deps.newId();
  const article = await articleOf(deps, id, input, now);
  if (article.isErr()) return err(article.error);
  const refusal = await deps.articles.create(article.value, auditOf(caller, now));
  return refusal ? err(refusalOf(refusal)) : answer(deps, id);
});

/** A manager edits an article; `version` is the one the editor loaded, so a save over a newer change answers 409. */
export const updateArticle = useCase(asBlogManager, UpdateArticleInput, async (deps: ContentDeps, caller, input) => {
  const now = deps.clock.now();
  if (!(await deps.articles.find(input.id))) return err(articleNotFound);
  const article = await articleOf(deps, input.id, input, now);
  if (article.isErr()) return err(article.error);
  const refusal = await deps.articles.update(article.value, input.version ?? null, auditOf(caller, now));
  return refusal ? err(refusalOf(refusal)) : answer(deps, input.id);
});

/** The list's switch: an inactive article leaves the public blog at once, whatever its date. */
export const changeArticleActive = useCase(
  asBlogManager,
  ChangeArticleActiveInput,
  async (deps: ContentDeps, caller, input) => {
    const now = deps.clock.now();
    const refusal = await deps.articles.changeActive(input.id, input.isActive, auditOf(caller, now));
    if (refusal) return err(refusalOf(refusal));
    const saved = await answer(deps, input.id);
    return saved.map((a) => ({ id: a.id, isActive: a.isActive, status: a.status, version: a.version }));
  },
);

/** Deleting is final; the audit row keeps the article's title, slug and text. */
export const deleteArticle = useCase(asBlogManager, ArticleIdInput, async (deps: ContentDeps, caller, { id }) => {
  const refusal = await deps.articles.remove(id, auditOf(caller, deps.clock.now()));
  return refusal ? err(refusalOf(refusal)) : ok({ id, deleted: true as const });
});
