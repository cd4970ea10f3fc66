import { err, ok, type Result } from 'neverthrow';
import type { Actor } from '../../shared/actor';
import type { AppError } from '../../shared/appError';
import type { Page } from '../../shared/pagination';
import { parse } from '../../shared/parse';
import { asSolutionAgency, asSolutionModerator } from '../policies';
import { ManagerSolutionListInput, SolutionListInput } from '../schemas';
import type { SolutionDeps, SolutionFacets, SolutionListFilter, SolutionRow, SolutionSort } from '../solutionPorts';

export type SolutionList = Page<SolutionRow> & { readonly statusCounts: Record<string, number> };

export const solutionSortOf = (sort: string): SolutionSort => ({
  field: sort.replace(/^-/, '') as SolutionSort['field'],
  direction: sort.startsWith('-') ? 'desc' : 'asc',
});

const listWith = async (deps: SolutionDeps, filter: SolutionListFilter, sort: string, page: number, count: number): Promise<SolutionList> => {
  const [{ items, total }, statusCounts] = await Promise.all([
    deps.solutions.list(filter, solutionSortOf(sort), { page, count }),
    deps.solutions.statusCounts({ ...filter, statuses: undefined }),
  ]);
  return { items, meta: { page, count, total }, statusCounts };
};

/** The agency's own solutions (`GET /api/solution/list`): always scoped by the caller's company. */
export const listSolutionsForAgency =
  (deps: SolutionDeps) =>
  async (actor: Actor | null, raw: unknown): Promise<Result<SolutionList, AppError>> => {
    const caller = asSolutionAgency(actor);
    if (caller.isErr()) return err(caller.error);
    const input = parse(SolutionListInput, raw ?? {});
    if (input.isErr()) return err(input.error);
    const { status, search, categoryId, sort, page, count } = input.value;
    const filter: SolutionListFilter = { agencyId: caller.value.companyId, statuses: status, excludeStatuses: ['deleted'], search, categoryIds: categoryId ? [categoryId] : undefined };
    return ok(await listWith(deps, filter, sort, page, count));
  };

/** The manager's lists: every solution but archived ones, or the archive (`archive-list`). */
export const listSolutionsForManager =
  (deps: SolutionDeps, archive: boolean) =>
  async (actor: Actor | null, raw: unknown): Promise<Result<SolutionList, AppError>> => {
    const caller = asSolutionModerator(actor);
    if (caller.isErr()) return err(caller.error);
    const input = parse(ManagerSolutionListInput, raw ?? {});
    if (input.isErr()) return err(input.error);
    const { agencyId, status, search, categoryId, sort, page, count } = input.value;
    const filter: SolutionListFilter = {
      agencyId,
      statuses: archive ? ['archived'] : status,
      excludeStatuses: archive ? ['deleted'] : ['deleted', 'archived'],
      search,
      categoryIds: categoryId ? [categoryId] : undefined,
    };
    return ok(await listWith(deps, filter, sort, page, count));
  };

/** Filter values with counts: the agency's own (`GET /api/solution/filters`), the manager's (`filters`, `archive-filters`). */
export const solutionFiltersForAgency =
  (deps: SolutionDeps) =>
  async (actor: Actor | null): Promise<Result<SolutionFacets, AppError>> => {
    const caller = asSolutionAgency(actor);
    if (caller.isErr()) return err(caller.error);
    const facets = await deps.solutions.facets({ agencyId: caller.value.companyId, excludeStatuses: ['deleted'] });
    return ok({ ...facets, agencies: [] });
  };

export const solutionFiltersForManager =
  (deps: SolutionDeps, archive: boolean) =>
  async (actor: Actor | null): Promise<Result<SolutionFacets, AppError>> => {
    const caller = asSolutionModerator(actor);
    if (caller.isErr()) return err(caller.error);
    return ok(await deps.solutions.facets(archive ? { statuses: ['archived'] } : { excludeStatuses: ['deleted', 'archived'] }));
  };
