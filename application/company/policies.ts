import { err, ok, type Result } from 'neverthrow';
import { hasScope } from '../../domain/identity/scopes';
import type { Actor } from '../shared/actor';
import { forbidden, notFound, type AppError } from '../shared/appError';
import { authorize } from '../shared/authorize';
import type { CompanyKind } from './companyPorts';

/** Who reads a company: its own users, or staff who manage every company. Each reads through its own output schema. */
export type CompanyReader = 'own' | 'manager';

/**
 * Where a call comes from: the personal area's paths (`/api/agency/*`, `/api/client/*`, tRPC) serve the company's own
 * users and staff with `company:manage`; the back office (`/admin/api/*`) serves staff with `company:manage` only.
 */
export type CompanyAudience = 'personal' | 'backOffice';

export const companyNotFound = (type: CompanyKind | null): AppError =>
  notFound(type === 'agency' ? 'Agency' : type === 'client' ? 'Client' : 'Company', 'company.not_found');

/** Staff with the scope see every company; everyone else sees only their own. Another company's data is simply not there. */
export const canSeeCompany = (actor: Actor, companyId: string): boolean =>
  hasScope(actor, 'company:manage') || (hasScope(actor, 'company:manage-own') && actor.companyId === companyId);

/** Who may call at all, by scope, before the input is read: staff with `company:manage`, or (personal area) a company's user. */
export const asCompanyCaller = (actor: Actor | null, audience: CompanyAudience): Result<Actor, AppError> =>
  audience === 'backOffice'
    ? authorize(actor, 'company:manage')
    : authorize(actor).andThen((caller) =>
        hasScope(caller, 'company:manage') || hasScope(caller, 'company:manage-own') ? ok(caller) : err(forbidden()),
      );

/** The reader of one company: a manager any; a company's user only its own (another company is 404, as an unknown id). */
export const readerFor = (
  caller: Actor,
  companyId: string,
  type: CompanyKind | null,
): Result<CompanyReader, AppError> => {
  if (hasScope(caller, 'company:manage')) return ok('manager');
  return caller.companyId === companyId ? ok('own') : err(companyNotFound(type));
};

/** The agency's own getting-started dashboard: for whoever works on the agency's cards. */
export const asAgencyWorker = (actor: Actor | null): Result<Actor, AppError> =>
  authorize(actor, 'specialist:manage-own');
