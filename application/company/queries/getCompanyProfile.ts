import { err, ok, type Result } from 'neverthrow';
import type { Actor } from '../../shared/actor';
import type { AppError } from '../../shared/appError';
import { parse } from '../../shared/parse';
import { reachCompany } from '../companyAccess';
import type { CompanyDeps, CompanyKind } from '../companyPorts';
import { asCompanyCaller, type CompanyAudience } from '../policies';
import { profileFor } from '../profileView';
import { CompanyIdInput, type CompanyProfileView } from '../schemas';

/** The whole profile with its payment details (`/api/agency/profile/{id}`, tRPC `company.profile`), shaped for its reader. */
export const getCompanyProfile =
  (deps: CompanyDeps, type: CompanyKind | null, audience: CompanyAudience = 'personal') =>
  async (actor: Actor | null, raw: unknown): Promise<Result<CompanyProfileView, AppError>> => {
    const caller = asCompanyCaller(actor, audience);
    if (caller.isErr()) return err(caller.error);
    const parsed = parse(CompanyIdInput, raw);
    if (parsed.isErr()) return err(parsed.error);
    const reached = await reachCompany(deps, caller.value, parsed.value.id, type);
    if (reached.isErr()) return err(reached.error);
    const { reader, company } = reached.value;
    return ok(await profileFor(deps.store, caller.value, reader, company));
  };
