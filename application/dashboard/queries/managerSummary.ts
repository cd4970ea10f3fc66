import { hasScope, type Scope } from '../../../domain/identity/scopes';
import type { Actor } from '../../shared/actor';
import type { DashboardDeps } from '../dashboardPorts';
import { ManagerSummaryOutput } from '../schemas';

/**
 * `/manager`: the platform's queues, each counted only when the employee holds the scope of the list it leads to; a
 * count behind a scope they lack is absent, not zero.
 */
export const managerSummary = async (deps: DashboardDeps, actor: Actor): Promise<ManagerSummaryOutput> => {
  const when = <T>(scope: Scope, load: () => Promise<T>): Promise<T | undefined> =>
    hasScope(actor, scope) ? load() : Promise.resolve(undefined);
  const c = deps.counts;
  const [
    specialistsInModeration,
    solutionsInModeration,
    contractsToCountersign,
    clientRequestsInModeration,
    candidatesToReview,
    clientsWithoutContract,
  ] = await Promise.all([
    when('specialist:moderate', c.specialistsInModeration),
    when('solution:moderate', c.solutionsInModeration),
    when('contract:manage', c.contractsToCountersign),
    when('client-request:moderate', c.clientRequestsInModeration),
    when('candidate:manage', c.candidatesToReview),
    when('company:manage', c.clientsWithoutContract),
  ]);
  return ManagerSummaryOutput.parse({
    side: 'manager',
    specialistsInModeration,
    solutionsInModeration,
    contractsToCountersign,
    clientRequestsInModeration,
    candidatesToReview,
    clientsWithoutContract,
  });
};
