import { err, ok, type Result } from 'neverthrow';
import { profileCompleteness } from '../../../domain/company/profileCompleteness';
import { allowedActions, candidateStatuses } from '../../../domain/interview/interview.status';
import type { Actor } from '../../shared/actor';
import type { AppError } from '../../shared/appError';
import type { CompanyDeps } from '../companyPorts';
import { asAgencyWorker, companyNotFound } from '../policies';
import { AgencyDashboardOutput } from '../schemas';

/** The statuses in which a request waits for the partner: the partner's row of the candidate table is not empty. */
export const partnerAnswerStatuses = candidateStatuses.filter((status) => allowedActions(status, 'partner').length > 0);

/**
 * `/pa` for an agency (`GET /api/agency/dashboard/`): how complete the profile is, the first card and solution, the
 * contract, and the interview requests that wait for the agency's answer (none proposed by it yet).
 */
export const getAgencyDashboard =
  (deps: CompanyDeps) =>
  async (actor: Actor | null): Promise<Result<AgencyDashboardOutput, AppError>> => {
    const caller = asAgencyWorker(actor);
    if (caller.isErr()) return err(caller.error);
    const company = await deps.store.findProfile(caller.value.companyId);
    if (!company || company.type !== 'agency') return err(companyNotFound('agency'));
    const counts = await deps.store.dashboardCounts(company.id, partnerAnswerStatuses);
    return ok(
      AgencyDashboardOutput.parse({
        companyId: company.id,
        profile: profileCompleteness({ ...company, paymentDetails: company.paymentDetails.length }),
        specialists: counts.specialists,
        solutions: counts.solutions,
        // The platform keeps no agency contracts yet; the dashboard says so instead of inventing a status.
        contract: { status: 'none', signedAt: null },
        requests: { waiting: counts.waitingRequests },
      }),
    );
  };
