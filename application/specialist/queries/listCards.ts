import { err, ok, type Result } from 'neverthrow';
import type { Actor } from '../../shared/actor';
import type { AppError } from '../../shared/appError';
import type { Page } from '../../shared/pagination';
import { parse } from '../../shared/parse';
import { asAgency, asModerator } from '../policies';
import { AgencyListInput, ManagerListInput } from '../schemas';
import type { CardFacets, SpecialistCardRow, SpecialistDeps, SpecialistListFilter, SpecialistSort } from '../specialistPorts';

export type CardList = Page<SpecialistCardRow> & { readonly statusCounts: Record<string, number> };

const sortOf = (sort: string): SpecialistSort => ({
  field: sort.replace(/^-/, '') as SpecialistSort['field'],
  direction: sort.startsWith('-') ? 'desc' : 'asc',
});

const listWith = async (deps: SpecialistDeps, filter: SpecialistListFilter, sort: string, page: number, count: number): Promise<CardList> => {
  const countFilter = { ...filter, statuses: undefined };
  const [{ items, total }, statusCounts] = await Promise.all([deps.cards.list(filter, sortOf(sort), { page, count }), deps.cards.statusCounts(countFilter)]);
  return { items, meta: { page, count, total }, statusCounts };
};

/** The agency's own cards (`/api/specialist/list-v2/{agencyUuid}`): another agency's id gives an empty list, as if it had none. */
export const listForAgency =
  (deps: SpecialistDeps) =>
  async (actor: Actor | null, raw: unknown): Promise<Result<CardList, AppError>> => {
    const caller = asAgency(actor);
    if (caller.isErr()) return err(caller.error);
    const input = parse(AgencyListInput, raw);
    if (input.isErr()) return err(input.error);
    const { agencyUuid, status, search, specializationId, grade, sort, page, count } = input.value;
    if (agencyUuid !== caller.value.companyId) return ok({ items: [], meta: { page, count, total: 0 }, statusCounts: {} });
    const filter: SpecialistListFilter = {
      agencyId: agencyUuid,
      statuses: status,
      excludeStatuses: ['deleted'],
      search,
      specializationIds: specializationId ? [specializationId] : undefined,
      grades: grade ? [grade] : undefined,
    };
    return ok(await listWith(deps, filter, sort, page, count));
  };

/** The manager's lists: active cards, or the archive (`archive-list-v2`). */
export const listForManager =
  (deps: SpecialistDeps, archive: boolean) =>
  async (actor: Actor | null, raw: unknown): Promise<Result<CardList, AppError>> => {
    const caller = asModerator(actor);
    if (caller.isErr()) return err(caller.error);
    const input = parse(ManagerListInput, raw);
    if (input.isErr()) return err(input.error);
    const { agencyId, status, search, specializationId, grade, sort, page, count } = input.value;
    const filter: SpecialistListFilter = {
      agencyId,
      statuses: archive ? ['archived'] : status,
      excludeStatuses: archive ? ['deleted'] : ['deleted', 'archived'],
      search,
      specializationIds: specializationId ? [specializationId] : undefined,
      grades: grade ? [grade] : undefined,
    };
    return ok(await listWith(deps, filter, sort, page, count));
  };

/** Filter values with counts for the agency's list (`filters-v2/{agencyUuid}`) and the manager's (`filters-v2`, `archive-filters-v2`). */
export const filtersForAgency =
  (deps: SpecialistDeps) =>
  async (actor: Actor | null, raw: unknown): Promise<Result<CardFacets, AppError>> => {
    const caller = asAgency(actor);
    if (caller.isErr()) return err(caller.error);
    const input = parse(AgencyListInput.pick({ agencyUuid: true }), raw);
    if (input.isErr()) return err(input.error);
    if (input.value.agencyUuid !== caller.value.companyId) return ok({ statuses: [], specializations: [], grades: [] });
    return ok(await deps.cards.facets({ agencyId: input.value.agencyUuid, excludeStatuses: ['deleted'] }));
  };

export const filtersForManager =
  (deps: SpecialistDeps, archive: boolean) =>
  async (actor: Actor | null): Promise<Result<CardFacets, AppError>> => {
    const caller = asModerator(actor);
    if (caller.isErr()) return err(caller.error);
    return ok(await deps.cards.facets(archive ? { statuses: ['archived'] } : { excludeStatuses: ['deleted', 'archived'] }));
  };
