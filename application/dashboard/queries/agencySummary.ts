import { hasScope } from '../../../domain/identity/scopes';
import { allowedActions, candidateStatuses } from '../../../domain/interview/interview.status';
import type { Actor } from '../../shared/actor';
import type { DashboardDeps } from '../dashboardPorts';
import { AgencySummaryOutput } from '../schemas';

/** The statuses in which a request waits for the partner: the partner's row of the candidate table is not empty. */
const partnerAnswerStatuses = candidateStatuses.filter((status) => allowedActions(status, 'partner').length > 0);

/** `/pa` for an agency's user: every count of its own company, each behind the scope of the page it leads to. */
export const agencySummary = async (deps: DashboardDeps, actor: Actor): Promise<AgencySummaryOutput> => {
  const own = actor.companyId;
  const [specialists, solutions, interviewRequestsWaiting, contractsToSign] = await Promise.all([
    hasScope(actor, 'specialist:manage-own') ? deps.counts.agencyCards(own) : undefined,
    hasScope(actor, 'solution:manage-own') ? deps.counts.agencySolutions(own) : undefined,
    hasScope(actor, 'request:respond') ? deps.counts.agencyRequestsWaiting(own, partnerAnswerStatuses) : undefined,
    hasScope(actor, 'document:own') ? deps.counts.contractsToSign(own) : undefined,
  ]);
  return AgencySummaryOutput.parse({
    side: 'agency',
    specialists,
    solutions,
    interviewRequestsWaiting,
    contractsToSign,
  });
};
