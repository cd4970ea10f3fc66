import { err, ok, type Result } from 'neverthrow';
import type { AppError } from '../../shared/appError';
import { parse } from '../../shared/parse';
import { solutionNotFound } from '../policies';
import { SolutionIdInput } from '../schemas';
import type { SolutionCatalogEntry, SolutionDeps } from '../solutionPorts';

/** One public solution page (`GET /api/solution-catalog/info/{id}`): 404 unless it is published now. */
export const getCatalogEntry =
  (deps: SolutionDeps) =>
  async (raw: unknown): Promise<Result<SolutionCatalogEntry, AppError>> => {
    const input = parse(SolutionIdInput, raw);
    if (input.isErr()) return err(input.error);
    const entry = await deps.catalog.find(input.value.solutionId);
    if (!entry) return err(solutionNotFound);
    const { agencyId: _agency, ...shown } = entry;
    return ok(shown);
  };
