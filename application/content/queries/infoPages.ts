import { err, ok, type Result } from 'neverthrow';
import { renderBlocks } from '../../../domain/content/renderHtml';
import { useCase } from '../../moderation/useCase';
import type { Actor } from '../../shared/actor';
import type { AppError } from '../../shared/appError';
import { parse } from '../../shared/parse';
import {
  infoPageSlugs,
  InfoPageSlugInput,
  type InfoPageOutput,
  type InfoPageSlug,
  type ManagerInfoPageOutput,
} from '../articleSchemas';
import type { ContentDeps, InfoPageRow } from '../contentPorts';
import { infoPageDefaults } from '../infoPageDefaults';
import { asBlogManager } from '../policies';
import { z } from 'zod';

/** A page as stored, or its first text when no manager has edited it yet (version 0). */
export const infoPageOf = async (
  deps: ContentDeps,
  slug: InfoPageSlug,
): Promise<{ row: InfoPageRow | null; page: Omit<InfoPageRow, 'updatedAt'> & { updatedAt: Date | null } }> => {
  const row = await deps.infoPages.find(slug);
  const fallback = infoPageDefaults[slug];
  return {
    row,
    page: row ?? {
      slug,
      title: fallback.title,
      description: fallback.description,
      content: fallback.content,
      version: 0,
      updatedAt: null,
    },
  };
};

const toManagerPage = (page: Awaited<ReturnType<typeof infoPageOf>>['page']): ManagerInfoPageOutput => ({
  slug: page.slug,
  title: page.title,
  description: page.description,
  html: renderBlocks(page.content),
  content: [...page.content],
  version: page.version,
  edited: page.version > 0,
  updatedAt: page.updatedAt?.toISOString() ?? null,
});

/** `GET /api/info-page/{slug}`: an information page for anyone. */
export const getInfoPage =
  (deps: ContentDeps) =>
  async (_actor: Actor | null, raw?: unknown): Promise<Result<InfoPageOutput, AppError>> => {
    const input = parse(InfoPageSlugInput, raw ?? {});
    if (input.isErr()) return err(input.error);
    const { page } = await infoPageOf(deps, input.value.slug);
    return ok({
      slug: page.slug,
      title: page.title,
      description: page.description,
      html: renderBlocks(page.content),
      updatedAt: page.updatedAt?.toISOString() ?? null,
    });
  };

/** The managers' list of information pages. */
export const listInfoPages = useCase(asBlogManager, z.object({}), async (deps: ContentDeps) => {
  const pages = await Promise.all(
    infoPageSlugs.map(async (slug) => toManagerPage((await infoPageOf(deps, slug)).page)),
  );
  return ok(pages.map(({ content: _c, html: _h, ...listed }) => listed));
});

/** One page as its editor loads it. */
export const getInfoPageForEdit = useCase(
  asBlogManager,
  InfoPageSlugInput,
  async (deps: ContentDeps, _caller, { slug }) => ok(toManagerPage((await infoPageOf(deps, slug)).page)),
);
