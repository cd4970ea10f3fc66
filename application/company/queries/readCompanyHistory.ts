import { err, ok, type Result } from 'neverthrow';
import type { Actor } from '../../shared/actor';
import type { AppError } from '../../shared/appError';
import { parse } from '../../shared/parse';
import { reachCompany } from '../companyAccess';
import type { CompanyDeps, CompanyKind } from '../companyPorts';
import { asCompanyCaller } from '../policies';
import { CompanyHistoryInput, CompanyHistoryOutput } from '../schemas';

/**
 * Every recorded change of a company, newest first, with who acted and the manager acting as them
 * (`/admin/api/agencies/history/{id}`, `/admin/api/clients/history/{id}`, tRPC `company.history`): staff only.
 */
export const readCompanyHistory =
  (deps: CompanyDeps, type: CompanyKind | null) =>
  async (actor: Actor | null, raw: unknown): Promise<Result<CompanyHistoryOutput, AppError>> => {
    const caller = asCompanyCaller(actor, 'backOffice');
    if (caller.isErr()) return err(caller.error);
    const parsed = parse(CompanyHistoryInput, raw);
    if (parsed.isErr()) return err(parsed.error);
    const reached = await reachCompany(deps, caller.value, parsed.value.id, type);
    if (reached.isErr()) return err(reached.error);
    const { page, count } = parsed.value;
    const { items, total } = await deps.store.history(parsed.value.id, { page, count });
    return ok(CompanyHistoryOutput.parse({ items, meta: { page, count, total } }));
  };
