import { err, ok, type Result } from 'neverthrow';
import type { AppError } from '../../shared/appError';
import type { Page } from '../../shared/pagination';
import { parse } from '../../shared/parse';
import { solutionNotFound } from '../policies';
import { SolutionCatalogListInput, SolutionIdInput } from '../schemas';
import type { SolutionCatalogEntry, SolutionCatalogItem, SolutionCategoryNode, SolutionDeps } from '../solutionPorts';

/** The public catalogue (`POST /api/solution-catalog/list`): published solutions, filtered by categories (ids or slugs), newest first. */
export const listSolutionCatalog =
  (deps: SolutionDeps) =>
  async (raw: unknown): Promise<Result<Page<SolutionCatalogItem>, AppError>> => {
    const input = parse(SolutionCatalogListInput, raw ?? {});
    if (input.isErr()) return err(input.error);
    const { categories, search, page, count } = input.value;
    const { items, total } = await deps.catalog.list({ categories, search }, { page, count });
    return ok({ items, meta: { page, count, total } });
  };

/** One public solution page (`GET /api/solution-catalog/info/{id}`): 404 unless it is published now. */
export const getSolutionCatalogEntry =
  (deps: SolutionDeps) =>
  async (raw: unknown): Promise<Result<SolutionCatalogEntry, AppError>> => {
    const input = parse(SolutionIdInput, raw);
    if (input.isErr()) return err(input.error);
    const entry = await deps.catalog.find(input.value.solutionId);
    if (!entry) return err(solutionNotFound);
    const { agencyId: _agency, ...shown } = entry;
    return ok(shown);
  };

/** The solution categories for the catalogue filter (`GET /api/solution-categories/tree/`), with published counts. */
export const solutionCategoryTree =
  (deps: SolutionDeps) =>
  async (): Promise<Result<SolutionCategoryNode[], AppError>> =>
    ok(await deps.catalog.categoryTree());
