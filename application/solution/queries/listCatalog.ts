import { err, ok, type Result } from 'neverthrow';
import type { AppError } from '../../shared/appError';
import type { Page } from '../../shared/pagination';
import { parse } from '../../shared/parse';
import { SolutionCatalogListInput } from '../schemas';
import type { SolutionCatalogItem, SolutionDeps } from '../solutionPorts';

/** The public catalogue (`POST /api/solution-catalog/list`): published solutions, filtered by categories (ids or slugs), newest first. */
export const listCatalog =
  (deps: SolutionDeps) =>
  async (raw: unknown): Promise<Result<Page<SolutionCatalogItem>, AppError>> => {
    const input = parse(SolutionCatalogListInput, raw ?? {});
    if (input.isErr()) return err(input.error);
    const { categories, search, page, count } = input.value;
    const { items, total } = await deps.catalog.list({ categories, search }, { page, count });
    return ok({ items, meta: { page, count, total } });
  };
