import { err, ok, type Result } from 'neverthrow';
import { hasScope } from '../../../domain/identity/scopes';
import type { Actor } from '../../shared/actor';
import { forbidden, type AppError } from '../../shared/appError';
import { authorize } from '../../shared/authorize';
import type { Page } from '../../shared/pagination';
import { parse } from '../../shared/parse';
import { SolutionRequestListInput } from '../schemas';
import type { SolutionDeps, SolutionRequestView } from '../solutionPorts';

/**
 * `GET /api/solution-request/list`: an agency sees the requests for its solutions, a client its own requests,
 * a manager every request. Nobody sees another company's.
 */
export const listSolutionRequests =
  (deps: SolutionDeps) =>
  async (actor: Actor | null, raw: unknown): Promise<Result<Page<SolutionRequestView>, AppError>> => {
    const caller = authorize(actor);
    if (caller.isErr()) return err(caller.error);
    const input = parse(SolutionRequestListInput, raw ?? {});
    if (input.isErr()) return err(input.error);
    const who = caller.value;
    const scope = hasScope(who, 'solution:moderate')
      ? {}
      : who.companyType === 'agency' && hasScope(who, 'solution:manage-own')
        ? { agencyId: who.companyId }
        : who.companyType === 'client' && hasScope(who, 'solution:request')
          ? { clientId: who.companyId }
          : null;
    if (!scope) return err(forbidden());
    const { page, count, solutionId } = input.value;
    const { items, total } = await deps.requests.list({ ...scope, solutionId }, { page, count });
    return ok({ items, meta: { page, count, total } });
  };
