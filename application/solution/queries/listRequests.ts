import { err, ok, type Result } from 'neverthrow';
import { hasScope } from '../../../domain/identity/scopes';
import { useCase } from '../../moderation/useCase';
import type { Actor } from '../../shared/actor';
import { forbidden, type AppError } from '../../shared/appError';
import { authorize } from '../../shared/authorize';
import type { Page } from '../../shared/pagination';
import { ManagerSolutionRequestOutput, SolutionRequestListInput, SolutionRequestOutput } from '../schemas';
import type { SolutionDeps, SolutionRequestView } from '../solutionPorts';

/** Whose requests the caller reads: a manager everyone's, an agency those for its solutions, a client its own. */
const requestsScopeOf = (who: Actor): { agencyId?: string; clientId?: string } | null => {
  if (hasScope(who, 'solution:moderate')) return {};
  if (hasScope(who, 'solution:manage-own')) return { agencyId: who.companyId };
  if (hasScope(who, 'solution:request')) return { clientId: who.companyId };
  return null;
};

/**
 * `GET /api/solution-request/list`: an agency sees the requests for its solutions, a client its own requests,
 * a manager every request. Nobody sees another company's.
 */
export const listRequests = useCase(
  authorize,
  SolutionRequestListInput,
  async (
    deps: SolutionDeps,
    caller,
    { page, count, solutionId },
  ): Promise<
    Result<
      Page<SolutionRequestView | Omit<SolutionRequestView, 'agencyId' | 'clientId' | 'userId' | 'emulatedBy'>>,
      AppError
    >
  > => {
    const scope = requestsScopeOf(caller);
    if (!scope) return err(forbidden());
    const { items, total } = await deps.requests.list({ ...scope, solutionId }, { page, count });
    // Each side reads through its own schema: the company ids and the acting manager stay with the staff.
    const row = hasScope(caller, 'solution:moderate') ? ManagerSolutionRequestOutput : SolutionRequestOutput;
    return ok({ items: items.map((item) => row.parse(item)), meta: { page, count, total } });
  },
);
