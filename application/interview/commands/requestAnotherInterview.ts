import { err, type Result } from 'neverthrow';
import type { Actor } from '../../shared/actor';
import type { AppError } from '../../shared/appError';
import { parse } from '../../shared/parse';
import type { InterviewDeps } from '../interviewPorts';
import { asRequestingClient, interviewersOfClient } from '../policies';
import { AnotherInterviewInput } from '../schemas';
import { candidateCommand, type CandidateActionResult } from './runCommand';

const another = candidateCommand('client', AnotherInterviewInput, (input, context) => ({
  ...context,
  action: 'requestAnotherInterview',
  slots: input.slots,
  comment: input.comment,
  timeZone: input.timeZone,
  ...(input.interviewers === undefined ? {} : { interviewers: input.interviewers }),
}));

/**
 * `POST /api/specialist-request/another-interview`: after the interview, the client asks for another one at new times,
 * checked on the client's clock as a request's and free of its interviewers' other interviews and the specialist's
 * reservations; `interviewers` names the panel anew (its own people only). The agency answers as the first time.
 */
export const requestAnotherInterview =
  (deps: InterviewDeps) =>
  async (actor: Actor | null, raw: unknown): Promise<Result<CandidateActionResult, AppError>> => {
    const client = asRequestingClient(actor);
    if (client.isErr()) return err(client.error);
    const input = parse(AnotherInterviewInput, raw);
    if (input.isErr()) return err(input.error);
    const own = await interviewersOfClient(deps.panels, client.value.companyId, input.value.interviewers ?? []);
    if (own.isErr()) return err(own.error);
    return another(deps)(actor, input.value);
  };
