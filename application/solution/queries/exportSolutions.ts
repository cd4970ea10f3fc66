import { err, ok, type Result } from 'neverthrow';
import type { Actor } from '../../shared/actor';
import type { AppError } from '../../shared/appError';
import { parse } from '../../shared/parse';
import { asSolutionModerator } from '../policies';
import { SolutionExportInput } from '../schemas';
import type { SolutionDeps, SolutionListFilter, SolutionRow } from '../solutionPorts';
import { solutionSortOf } from './listSolutions';

/** Exports hold every matching solution, fetched page by page so memory stays flat; a cap keeps one request bounded. */
const EXPORT_CAP = 100_000;
const BATCH = 1_000;

export type SolutionExport = { readonly title: string; readonly archive: boolean; readonly rows: AsyncIterable<SolutionRow> };

const rowsOf = (deps: SolutionDeps, filter: SolutionListFilter, sort: string): AsyncIterable<SolutionRow> => ({
  async *[Symbol.asyncIterator]() {
    for (let page = 1; (page - 1) * BATCH < EXPORT_CAP; page++) {
      const { items } = await deps.solutions.list(filter, solutionSortOf(sort), { page, count: BATCH });
      yield* items;
      if (items.length < BATCH) return;
    }
  },
});

/** `GET /admin/api/excel-export/solutions`: the manager's list, or the archive with `isArchiveExport=true`, with the same filters. */
export const exportSolutions =
  (deps: SolutionDeps) =>
  async (actor: Actor | null, raw: unknown): Promise<Result<SolutionExport, AppError>> => {
    const caller = asSolutionModerator(actor);
    if (caller.isErr()) return err(caller.error);
    const input = parse(SolutionExportInput, raw ?? {});
    if (input.isErr()) return err(input.error);
    const { agencyId, status, search, categoryId, sort, isArchiveExport } = input.value;
    const categoryIds = categoryId ? [categoryId] : undefined;
    const filter: SolutionListFilter = isArchiveExport
      ? { agencyId, statuses: ['archived'], search, categoryIds }
      : { agencyId, statuses: status, excludeStatuses: ['deleted', 'archived'], search, categoryIds };
    return ok({ title: isArchiveExport ? 'Archived solutions' : 'Solutions', archive: isArchiveExport, rows: rowsOf(deps, filter, sort) });
  };
