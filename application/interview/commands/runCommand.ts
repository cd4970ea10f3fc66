import { err, type Result } from 'neverthrow';
import type { z } from 'zod';
import type { CandidateCommand, SubmitCandidate } from '../../../domain/interview/interview.commands';
import { candidateDecider } from '../../../domain/interview/interview.decide';
import type { Candidate } from '../../../domain/interview/interview.state';
import type { CandidateSide } from '../../../domain/interview/interview.status';
import type { EventMetadata } from '../../../domain/shared/eventMetadata';
import { metadataOf, type Actor } from '../../shared/actor';
import type { AppError } from '../../shared/appError';
import { handleCommand } from '../../shared/handleCommand';

/** The area's one bridge to the shared command runner: the other commands take it from here. */
export { appendDecision, decideOnStream, handleCommand } from '../../shared/handleCommand';
import { parse } from '../../shared/parse';
import { candidateStreamOf, nowOf, type InterviewDeps } from '../interviewPorts';
import { asActingSide, candidateNotFound, visibleTo, type CandidateCaller } from '../policies';

export type CandidateActionResult = {
  readonly id: string;
  readonly status: Candidate['status'];
  readonly version: number;
};
export type SubmittedCandidate = Exclude<Candidate, { status: 'new' }>;
type CandidateContext = { readonly candidateId: string; readonly now: string; readonly metadata: EventMetadata };

/** The candidate a caller may act on: an unknown one, or one of another agency or client, is not there (404). */
export const candidateOf = (caller: CandidateCaller, candidate: Candidate): Result<SubmittedCandidate, AppError> =>
  candidate.status === 'new' ? err(candidateNotFound) : visibleTo(caller, candidate.terms).map(() => candidate);

/**
 * One command of one side on one candidate: authorize, parse, load the candidate from its stream (404 unless the caller
 * may see it), decide with the status table, append. `commandOf` says what the input asks for.
 */
export const candidateCommand =
  <Schema extends z.ZodType<{ id: string }>>(
    side: CandidateSide,
    schema: Schema,
    commandOf: (input: z.output<Schema>, context: CandidateContext) => Exclude<CandidateCommand, SubmitCandidate>,
  ) =>
  (deps: InterviewDeps) =>
  async (actor: Actor | null, raw: unknown): Promise<Result<CandidateActionResult, AppError>> => {
    const acting = asActingSide[side](actor);
    if (acting.isErr()) return err(acting.error);
    const input = parse(schema, raw);
    if (input.isErr()) return err(input.error);
    const candidateId = input.value.id;
    const context: CandidateContext = {
      candidateId,
      now: nowOf(deps.clock),
      metadata: metadataOf(acting.value, deps.clock.now()),
    };
    const result = await handleCommand(
      deps.events,
      candidateDecider,
      candidateStreamOf(candidateId),
      (candidate: Candidate) =>
        candidateOf({ actor: acting.value, side }, candidate).map(() => commandOf(input.value, context)),
    );
    return result.map(({ state, version }) => ({ id: candidateId, status: state.status, version: Number(version) }));
  };
