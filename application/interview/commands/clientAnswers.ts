import { err, type Result } from 'neverthrow';
import { metadataOf, type Actor } from '../../shared/actor';
import type { AppError } from '../../shared/appError';
import { parse } from '../../shared/parse';
import { nowOf, type InterviewDeps } from '../interviewPorts';
import { asRequestingClient, ownCandidate } from '../policies';
import { AcceptSlotInput } from '../schemas';
import { runCandidateCommand, type CandidateActionResult } from './runCandidateCommand';

/**
 * The client takes one of the times the partner proposed: the interview is fixed at it. The partner's e-mail is
 * written with the event (adapters/postgres/projections/interviewMails.ts).
 */
export const chooseProposedSlot =
  (deps: InterviewDeps) =>
  async (actor: Actor | null, raw: unknown): Promise<Result<CandidateActionResult, AppError>> => {
    const client = asRequestingClient(actor);
    if (client.isErr()) return err(client.error);
    const input = parse(AcceptSlotInput, raw);
    if (input.isErr()) return err(input.error);
    const own = ownCandidate(client.value, await deps.candidates.find(input.value.id));
    if (own.isErr()) return err(own.error);
    const result = await runCandidateCommand(deps, input.value.id, {
      action: 'chooseProposedSlot', slot: input.value.slot, candidateId: input.value.id, now: nowOf(deps.clock), metadata: metadataOf(client.value, deps.clock.now()),
    });
    return result.map(({ id, status, version }) => ({ id, status, version }));
  };
