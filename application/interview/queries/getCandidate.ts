import { err, type Result } from 'neverthrow';
import type { Actor } from '../../shared/actor';
import { unauthenticated, type AppError } from '../../shared/appError';
import { parse } from '../../shared/parse';
import { nowOf, type InterviewDeps } from '../interviewPorts';
import { candidateCallerOf, candidateNotFound, visibleTo } from '../policies';
import { CandidateIdInput, type CandidateView } from '../schemas';
import { candidateFor } from './listCandidates';

/** One candidate: the manager sees any; a client or partner only its own (otherwise 404), each with its own actions. */
export const getCandidate =
  (deps: InterviewDeps) =>
  async (actor: Actor | null, raw: unknown): Promise<Result<CandidateView, AppError>> => {
    if (!actor) return err(unauthenticated());
    const input = parse(CandidateIdInput, raw);
    if (input.isErr()) return err(input.error);
    const caller = candidateCallerOf(actor);
    if (!caller) return err(candidateNotFound);
    return visibleTo(caller, await deps.candidates.find(input.value.id)).map((row) =>
      candidateFor(caller.side, row, nowOf(deps.clock), deps.invitations.settings.videoLinkOf),
    );
  };
