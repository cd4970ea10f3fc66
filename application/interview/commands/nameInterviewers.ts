import { err, type Result } from 'neverthrow';
import type { Actor } from '../../shared/actor';
import type { AppError } from '../../shared/appError';
import { parse } from '../../shared/parse';
import type { InterviewDeps } from '../interviewPorts';
import { asRequestingClient, interviewersOfClient } from '../policies';
import { NameInterviewersInput } from '../schemas';
import { candidateCommand, type CandidateActionResult } from './runCommand';

const named = candidateCommand('client', NameInterviewersInput, (input, context) => ({
  ...context,
  action: 'nameInterviewers',
  interviewers: input.interviewers,
}));

/**
 * `POST /api/specialist-request/interviewers` (tRPC `interview.nameInterviewers`): the client names the interviewers
 * of a candidate's interview (its own verified, active people; an empty list names none) while no interview time is
 * fixed; the agency and the platform never name them (403). They are invited beside the contact once a time is fixed.
 */
export const nameInterviewers =
  (deps: InterviewDeps) =>
  async (actor: Actor | null, raw: unknown): Promise<Result<CandidateActionResult, AppError>> => {
    const client = asRequestingClient(actor);
    if (client.isErr()) return err(client.error);
    const input = parse(NameInterviewersInput, raw);
    if (input.isErr()) return err(input.error);
    const own = await interviewersOfClient(deps.panels, client.value.companyId, input.value.interviewers);
    if (own.isErr()) return err(own.error);
    return named(deps)(actor, input.value);
  };
