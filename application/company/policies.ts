import type { Actor } from '../shared/actor';
import { hasScope } from '../../domain/identity/scopes';

/** Staff with the scope see every company; everyone else sees only their own. Another company's data is simply not there. */
export const canSeeCompany = (actor: Actor, companyId: string): boolean =>
  hasScope(actor, 'company:manage') || actor.companyId === companyId;
