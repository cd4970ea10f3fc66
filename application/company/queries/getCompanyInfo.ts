import { err, ok, type Result } from 'neverthrow';
import type { Actor } from '../../shared/actor';
import { forbidden, notFound, type AppError } from '../../shared/appError';
import { authorize } from '../../shared/authorize';
import { parse } from '../../shared/parse';
import type { CompanyInfo, CompanyStore } from '../companyPorts';
import { canSeeCompany } from '../policies';
import { CompanyIdInput } from '../schemas';

/** The agency or client card of the personal area (`/api/agency/info/{id}`, `/api/client/info/{id}`). */
export const getCompanyInfo =
  (deps: { store: CompanyStore }, type: 'agency' | 'client') =>
  async (actor: Actor | null, raw: unknown): Promise<Result<CompanyInfo, AppError>> => {
    const caller = authorize(actor);
    if (caller.isErr()) return err(caller.error);
    const isStaff = caller.value.companyType === 'platform';
    if (!isStaff && caller.value.companyType !== type) return err(forbidden(`Only ${type === 'agency' ? 'partner agencies' : 'clients'} have this page`));
    const parsed = parse(CompanyIdInput, raw);
    if (parsed.isErr()) return err(parsed.error);
    const company = canSeeCompany(caller.value, parsed.value.id) ? await deps.store.findCompany(parsed.value.id) : null;
    if (!company || company.type !== type) return err(notFound(type === 'agency' ? 'Agency' : 'Client', 'company.not_found'));
    return ok(company);
  };
