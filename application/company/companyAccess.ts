import { err, ok, type Result } from 'neverthrow';
import type { Actor } from '../shared/actor';
import type { AppError } from '../shared/appError';
import type { CompanyDeps, CompanyKind, CompanyRecord } from './companyPorts';
import { companyNotFound, readerFor, type CompanyReader } from './policies';

/** A company the caller may reach on this path, with how the caller reads it. */
export type ReachedCompany = {
  readonly caller: Actor;
  readonly reader: CompanyReader;
  readonly company: CompanyRecord;
};

/**
 * Loads the company a path names, for a caller already let in by scope: another company, a company of the other kind
 * than the path says (`/api/agency/*` names agencies), the platform itself or an unknown id are all the same 404.
 */
export const reachCompany = async (
  deps: CompanyDeps,
  caller: Actor,
  companyId: string,
  type: CompanyKind | null,
): Promise<Result<ReachedCompany, AppError>> => {
  const reader = readerFor(caller, companyId, type);
  if (reader.isErr()) return err(reader.error);
  const company = await deps.store.findProfile(companyId);
  if (!company || (type !== null && company.type !== type)) return err(companyNotFound(type));
  return ok({ caller, reader: reader.value, company });
};
