import { err, type Result } from 'neverthrow';
import { metadataOf, type Actor } from '../../shared/actor';
import type { AppError } from '../../shared/appError';
import { parse } from '../../shared/parse';
import type { InterviewDeps } from '../interviewPorts';
import { asRequestingClient } from '../policies';
import { CandidateIdInput } from '../schemas';
import { bookingCommand, type CandidateActionResult } from './runCommand';

/**
 * `POST /api/specialist-request/hire`: after the interview, the client hires the specialist: the candidate is
 * approved and the specialist booked for the period, exactly as the manager's approval does. The agency's and the
 * platform's e-mails are decided in `../mails.ts` and written with the event.
 */
export const hireCandidate =
  (deps: InterviewDeps) =>
  async (actor: Actor | null, raw: unknown): Promise<Result<CandidateActionResult, AppError>> => {
    const client = asRequestingClient(actor);
    if (client.isErr()) return err(client.error);
    const input = parse(CandidateIdInput, raw);
    if (input.isErr()) return err(input.error);
    return bookingCommand(
      deps,
      { actor: client.value, side: 'client' },
      metadataOf(client.value, deps.clock.now()),
      input.value.id,
      (context) => ({ ...context, action: 'hire' }),
    );
  };
