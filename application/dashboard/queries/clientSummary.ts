import { hasScope } from '../../../domain/identity/scopes';
import { beforeInterviewStatuses } from '../../../domain/interview/interview.status';
import type { Actor } from '../../shared/actor';
import type { DashboardDeps } from '../dashboardPorts';
import { ClientSummaryOutput } from '../schemas';

/** The statuses of a request still being answered (in review, then with the agency), before any interview is fixed. */
const clientChoiceStatuses = beforeInterviewStatuses;

/** `/pa` for a client's user: its own request list, candidates, contracts and requests, each behind its scope. */
export const clientSummary = async (deps: DashboardDeps, actor: Actor): Promise<ClientSummaryOutput> => {
  const own = actor.companyId;
  const now = deps.clock.now().toISOString().slice(0, 16);
  const [cartItems, candidates, contractsToSign, clientRequests] = await Promise.all([
    hasScope(actor, 'cart:use') ? deps.cartItems(own) : undefined,
    hasScope(actor, 'candidate:view-own') ? deps.counts.clientCandidates(own, clientChoiceStatuses, now) : undefined,
    hasScope(actor, 'document:own') ? deps.counts.contractsToSign(own) : undefined,
    hasScope(actor, 'client-request:manage-own') ? deps.counts.clientRequests(own) : undefined,
  ]);
  return ClientSummaryOutput.parse({ side: 'client', cartItems, candidates, contractsToSign, clientRequests });
};
