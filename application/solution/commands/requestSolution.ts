import { err, ok, type Result } from 'neverthrow';
import { useCase } from '../../moderation/useCase';
import { admitCompanyAttempt } from '../../shared/abuseGuard';
import type { AppError } from '../../shared/appError';
import { solutionRequestedMail } from '../mails';
import { asSolutionRequester, solutionNotFound } from '../policies';
import { SolutionRequestInput } from '../schemas';
import type { SolutionDeps, SolutionRequestRecord } from '../solutionPorts';

/**
 * A client's "Request this solution" (`POST /api/solution-request/create`): stored, and e-mailed to every user of
 * the solution's agency through the outbox in the same transaction. Only a published solution can be requested, and
 * one client asks one agency at most 10 times an hour (30 requests an hour in all).
 */
export const requestSolution = useCase(
  asSolutionRequester,
  SolutionRequestInput,
  async (deps: SolutionDeps, caller, input): Promise<Result<{ requestId: string; solutionId: string }, AppError>> => {
    const solution = await deps.catalog.find(input.solutionId);
    if (!solution || (input.agencyId && input.agencyId !== solution.agencyId)) return err(solutionNotFound);
    const admitted = await admitCompanyAttempt(deps, 'solutionRequest', caller.companyId, solution.agencyId);
    if (admitted.isErr()) return err(admitted.error);
    const requester = await deps.requests.requesterOf(caller.userId);
    const request: SolutionRequestRecord = {
      id: deps.newId(),
      solutionId: solution.id,
      solutionTitle: solution.title,
      agencyId: solution.agencyId,
      clientId: caller.companyId,
      userId: caller.userId,
      emulatedBy: caller.emulatedBy,
      contactName: input.contactName || requester?.name || '',
      contactEmail: input.contactEmail || requester?.email || '',
      phone: input.phone,
      comment: input.comment,
      createdAt: deps.clock.now(),
    };
    const recipients = await deps.requests.recipientsOf(solution.agencyId);
    const facts = { ...request, clientName: requester?.companyName ?? 'A client' };
    await deps.requests.create(
      request,
      recipients.map((r) => solutionRequestedMail(r.email, facts, deps.appUrl)),
    );
    return ok({ requestId: request.id, solutionId: solution.id });
  },
);
