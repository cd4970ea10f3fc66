import { err, ok, type Result } from 'neverthrow';
import type { z } from 'zod';
import type { Actor } from '../../shared/actor';
import type { AppError } from '../../shared/appError';
import type { InterviewDeps } from '../interviewPorts';
import { asRequestingClient } from '../policies';
import type { ColleagueListOutput } from '../schemas';

/**
 * `GET /api/specialist-request/colleagues` (tRPC `interview.colleagues`): the people a client may name as
 * interviewers, its company's verified, active users (the caller among them), by name.
 */
export const listColleagues =
  (deps: InterviewDeps) =>
  async (actor: Actor | null): Promise<Result<z.output<typeof ColleagueListOutput>, AppError>> => {
    const client = asRequestingClient(actor);
    if (client.isErr()) return err(client.error);
    return ok({ items: [...(await deps.panels.colleaguesOf(client.value.companyId))] });
  };
