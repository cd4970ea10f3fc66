import { err, ok, type Result } from 'neverthrow';
import { fileUrl } from '../../files/fileContracts';
import type { Actor } from '../../shared/actor';
import type { AppError } from '../../shared/appError';
import { parse } from '../../shared/parse';
import type { CompanyDeps, CompanyKind } from '../companyPorts';
import { asCompanyCaller, companyNotFound, readerFor, type CompanyAudience } from '../policies';
import { CompanyIdInput, CompanyInfoOutput } from '../schemas';

/**
 * The agency or client card of the personal area (`/api/agency/info/{id}`, `/api/client/info/{id}`) and of the back
 * office (`/admin/api/agencies/info/{id}`, `/admin/api/clients/info/{id}`). Decided by scope: `company:manage` reads
 * any company, `company:manage-own` only its own.
 */
export const getCompanyInfo =
  (deps: Pick<CompanyDeps, 'store'>, type: CompanyKind, audience: CompanyAudience = 'personal') =>
  async (actor: Actor | null, raw: unknown): Promise<Result<CompanyInfoOutput, AppError>> => {
    const caller = asCompanyCaller(actor, audience);
    if (caller.isErr()) return err(caller.error);
    const parsed = parse(CompanyIdInput, raw);
    if (parsed.isErr()) return err(parsed.error);
    const reader = readerFor(caller.value, parsed.value.id, type);
    if (reader.isErr()) return err(reader.error);
    const company = await deps.store.findCompany(parsed.value.id);
    if (!company || company.type !== type) return err(companyNotFound(type));
    return ok(CompanyInfoOutput.parse({ ...company, logoUrl: company.logoId ? fileUrl(company.logoId) : null }));
  };
