import { err, ok, type Result } from 'neverthrow';
import { hasScope } from '../../domain/identity/scopes';
import type { Actor } from '../shared/actor';
import { forbidden, notFound, unauthenticated, type AppError } from '../shared/appError';
import { parse } from '../shared/parse';
import {
  CatalogIdInput,
  CatalogListInput,
  ManagerPublicSpecialistOutput,
  PublicSpecialistOutput,
  SearchInput,
  SuggestInput,
  type CatalogFacets,
  type CatalogItem,
  type CatalogPage,
  type PublicSpecialist,
  type SuggestionGroup,
} from './schemas';
import { todayOf, type CatalogDeps } from './catalogPorts';
import { publicViewOf } from './queries/publicView';

const specialistNotFound = notFound('Specialist', 'catalog.not_found');
const POPULAR_WINDOW_MS = 90 * 24 * 60 * 60 * 1000;
const isManager = (actor: Actor | null) => actor !== null && hasScope(actor, 'specialist:moderate');

/** The public catalogue: anyone may list and read published cards; nothing here changes a card. */
export const catalogService = (deps: CatalogDeps) => {
  const today = () => todayOf(deps.clock);

  const list = async (_actor: Actor | null, raw: unknown): Promise<Result<CatalogPage, AppError>> => {
    const input = parse(CatalogListInput, raw);
    if (input.isErr()) return err(input.error);
    const { filters, page, count, sort } = input.value;
    const typo = filters.search ? await deps.catalog.skillsLike(filters.search) : [];
    const { items, total, capped } = await deps.catalog.list(filters, sort, { page, count }, today(), typo);
    return ok({
      items,
      meta: { total, totalCapped: capped, page, count, pages: Math.max(1, Math.ceil(total / count)) },
    });
  };

  const facets = async (_actor: Actor | null, raw: unknown): Promise<Result<CatalogFacets, AppError>> => {
    const input = parse(CatalogListInput.shape.filters, raw ?? {});
    if (input.isErr()) return err(input.error);
    return ok(await deps.catalog.facets(input.value, today()));
  };

  const info =
    (variant: 'public' | 'verified') =>
    async (actor: Actor | null, raw: unknown): Promise<Result<PublicSpecialist, AppError>> => {
      if (variant === 'verified') {
        if (!actor) return err(unauthenticated());
        if (!(isManager(actor) || hasScope(actor, 'cart:use')))
          return err(forbidden("The manager's review is for clients and platform managers"));
      }
      const input = parse(CatalogIdInput, raw);
      if (input.isErr()) return err(input.error);
      const card = await deps.catalog.find(input.value.id, today());
      if (!card) return err(specialistNotFound);
      if (actor && !actor.emulatedBy) await deps.catalog.recordView(actor.userId, card.item.id, deps.clock.now());
      const manager = isManager(actor);
      const view = publicViewOf(card, await deps.priceSettings(), today(), {
        withAgency: manager,
        withReview: variant === 'verified',
      });
      // The schema of the caller's side shapes the answer: the agency's name cannot reach anyone but a manager.
      return ok((manager ? ManagerPublicSpecialistOutput : PublicSpecialistOutput).parse(view));
    };

  const similar = async (_actor: Actor | null, raw: unknown): Promise<Result<CatalogItem[], AppError>> => {
    const input = parse(CatalogIdInput, raw);
    if (input.isErr()) return err(input.error);
    if (!(await deps.catalog.find(input.value.id, today()))) return err(specialistNotFound);
    return ok(await deps.catalog.similar(input.value.id, today(), 8));
  };

  /** 'Popular specializations' of the home page: what clients booked and looked at in the last 90 days. */
  const popularSpecializations = async (): Promise<Result<{ id: string; title: string }[], AppError>> =>
    ok(await deps.catalog.popularSpecializations(new Date(deps.clock.now().getTime() - POPULAR_WINDOW_MS), 6));

  const counts = async () =>
    ok({ total: await deps.catalog.total(), categories: await deps.catalog.countsByCategory() });

  const suggest = async (_actor: Actor | null, raw: unknown): Promise<Result<SuggestionGroup[], AppError>> => {
    const input = parse(SuggestInput, raw);
    if (input.isErr()) return err(input.error);
    return ok(await deps.catalog.suggest(input.value.term));
  };

  const search = async (_actor: Actor | null, raw: unknown) => {
    const input = parse(SearchInput, raw);
    if (input.isErr()) return err(input.error);
    const { search: term, page } = input.value;
    const [specialists, solutions] = await Promise.all([
      list(null, { filters: { search: term }, page, count: 24 }),
      deps.catalog.searchSolutions(term, 12),
    ]);
    if (specialists.isErr()) return err(specialists.error);
    return ok({
      specialists: specialists.value,
      solutions,
      nothingFound: specialists.value.meta.total === 0 && solutions.length === 0,
    });
  };

  const recentlyViewed = async (actor: Actor | null): Promise<Result<CatalogItem[], AppError>> => {
    if (!actor) return err(unauthenticated());
    return ok(await deps.catalog.recentlyViewed(actor.userId, today(), 20));
  };

  /** The card for the PDF: the same public view. */
  const pdfCard = info('public');

  return {
    list,
    facets,
    info: info('public'),
    verifiedInfo: info('verified'),
    similar,
    counts,
    popularSpecializations,
    suggest,
    search,
    recentlyViewed,
    pdfCard,
  };
};
export type CatalogService = ReturnType<typeof catalogService>;
