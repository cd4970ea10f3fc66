import { err, ok, type Result } from 'neverthrow';
import type { Actor } from '../../shared/actor';
import type { AppError } from '../../shared/appError';
import { parse } from '../../shared/parse';
import { solutionRequestedMail } from '../mails';
import { asSolutionRequester, solutionNotFound } from '../policies';
import { SolutionRequestInput } from '../schemas';
import type { SolutionDeps, SolutionRequestRecord } from '../solutionPorts';

/**
 * A client's "Request this solution" (`POST /api/solution-request/create`): stored, and e-mailed to every user of
 * the solution's agency through the outbox in the same transaction. Only a published solution can be requested.
 */
export const requestSolution =
  (deps: SolutionDeps) =>
  async (actor: Actor | null, raw: unknown): Promise<Result<{ requestId: string; solutionId: string }, AppError>> => {
    const caller = asSolutionRequester(actor);
    if (caller.isErr()) return err(caller.error);
    const input = parse(SolutionRequestInput, raw);
    if (input.isErr()) return err(input.error);
    const solution = await deps.catalog.find(input.value.solutionId);
    if (!solution || (input.value.agencyId && input.value.agencyId !== solution.agencyId)) return err(solutionNotFound);
    const requester = await deps.requests.requesterOf(caller.value.userId);
    const request: SolutionRequestRecord = {
      id: deps.newId(),
      solutionId: solution.id,
      solutionTitle: solution.title,
      agencyId: solution.agencyId,
      clientId: caller.value.companyId,
      userId: caller.value.userId,
      emulatedBy: caller.value.emulatedBy,
      contactName: input.value.contactName || requester?.name || '',
      contactEmail: input.value.contactEmail || requester?.email || '',
      phone: input.value.phone,
      comment: input.value.comment,
      createdAt: deps.clock.now(),
    };
    const recipients = await deps.requests.recipientsOf(solution.agencyId);
    const facts = { ...request, clientName: requester?.companyName ?? 'A client' };
    await deps.requests.create(request, recipients.map((r) => solutionRequestedMail(r.email, facts, deps.appUrl)));
    return ok({ requestId: request.id, solutionId: solution.id });
  };
