import { err, ok, type Result } from 'neverthrow';
import type { z } from 'zod';
import { useCase } from '../../moderation/useCase';
import type { AppError } from '../../shared/appError';
import type { ClientRequestDeps } from '../clientRequestPorts';
import { matchesFor, matchRequestOf } from '../matches';
import { asRequestModerator, requestNotFound } from '../policies';
import { ClientRequestIdInput, RequestMatchesOutput } from '../schemas';

export type RequestMatches = z.output<typeof RequestMatchesOutput>;

/**
 * The published specialists that suit a published request, best first with their reasons, for staff who moderate
 * requests (`GET /api/client-request/matches/{id}`). A request not published (or none) has no matches: 404.
 */
export const listMatches = useCase(
  asRequestModerator,
  ClientRequestIdInput,
  async (deps: ClientRequestDeps, _caller, { requestId }): Promise<Result<RequestMatches, AppError>> => {
    const row = await deps.requests.find(requestId);
    if (!row || row.status !== 'published') return err(requestNotFound);
    const matches = await matchesFor(deps.matches, matchRequestOf(row));
    return ok(RequestMatchesOutput.parse({ items: matches }));
  },
);
