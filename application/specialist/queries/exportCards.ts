import { err, ok, type Result } from 'neverthrow';
import type { Actor } from '../../shared/actor';
import type { AppError } from '../../shared/appError';
import { parse } from '../../shared/parse';
import { archiveExportFlag } from '../../moderation/schemas';
import { asAgency, asModerator } from '../policies';
import { AgencyListInput, ManagerListInput } from '../schemas';
import type { SpecialistCardRow, SpecialistDeps, SpecialistListFilter } from '../specialistPorts';

/** Exports hold every matching card, fetched page by page so memory stays flat; a cap keeps one request bounded. */
const EXPORT_CAP = 100_000;
const BATCH = 1_000;

export type CardExport = { readonly title: string; readonly rows: AsyncIterable<SpecialistCardRow> };

const rowsOf = (deps: SpecialistDeps, filter: SpecialistListFilter, sort: string): AsyncIterable<SpecialistCardRow> => ({
  async *[Symbol.asyncIterator]() {
    const order = { field: sort.replace(/^-/, '') as never, direction: sort.startsWith('-') ? ('desc' as const) : ('asc' as const) };
    for (let page = 1; (page - 1) * BATCH < EXPORT_CAP; page++) {
      const { items } = await deps.cards.list(filter, order, { page, count: BATCH });
      yield* items;
      if (items.length < BATCH) return;
    }
  },
});

export const exportForAgency =
  (deps: SpecialistDeps) =>
  async (actor: Actor | null, raw: unknown): Promise<Result<CardExport, AppError>> => {
    const caller = asAgency(actor);
    if (caller.isErr()) return err(caller.error);
    const input = parse(AgencyListInput, raw);
    if (input.isErr()) return err(input.error);
    const { agencyUuid, status, search, sort } = input.value;
    // Another agency's id exports an empty sheet, as its list is empty.
    const agencyId = agencyUuid === caller.value.companyId ? agencyUuid : '00000000-0000-0000-0000-000000000000';
    return ok({ title: 'Specialists', rows: rowsOf(deps, { agencyId, statuses: status, excludeStatuses: ['deleted'], search }, sort) });
  };

const ManagerExportInput = ManagerListInput.extend({ isArchiveExport: archiveExportFlag });

export const exportForManager =
  (deps: SpecialistDeps) =>
  async (actor: Actor | null, raw: unknown): Promise<Result<CardExport, AppError>> => {
    const caller = asModerator(actor);
    if (caller.isErr()) return err(caller.error);
    const input = parse(ManagerExportInput, raw);
    if (input.isErr()) return err(input.error);
    const { agencyId, status, search, sort, isArchiveExport } = input.value;
    const filter: SpecialistListFilter = isArchiveExport
      ? { agencyId, statuses: ['archived'], search }
      : { agencyId, statuses: status, excludeStatuses: ['deleted', 'archived'], search };
    return ok({ title: isArchiveExport ? 'Archived specialists' : 'Specialists', rows: rowsOf(deps, filter, sort) });
  };
