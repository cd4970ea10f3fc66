import { err, type Result } from 'neverthrow';
import { metadataOf, type Actor } from '../../shared/actor';
import type { AppError } from '../../shared/appError';
import { parse } from '../../shared/parse';
import { nowOf, type InterviewDeps } from '../interviewPorts';
import { asResponder, ownRequest } from '../policies';
import { AcceptSlotInput, DeclineInput, ProposeSlotsInput } from '../schemas';
import { runCandidateCommand, type CandidateActionResult } from './runCandidateCommand';

type Answer = (deps: InterviewDeps) => (actor: Actor | null, raw: unknown) => Promise<Result<CandidateActionResult, AppError>>;

/** The partner's side of an interview request for one of its specialists; another agency's request is not there (404). */
const answer = <Input extends { id: string }>(
  schema: { safeParse: (raw: unknown) => unknown } & Parameters<typeof parse>[0],
  command: (input: Input, context: { candidateId: string; now: string; metadata: ReturnType<typeof metadataOf> }) => Parameters<typeof runCandidateCommand>[2],
): Answer =>
  (deps) =>
  async (actor, raw) => {
    const partner = asResponder(actor);
    if (partner.isErr()) return err(partner.error);
    const input = parse(schema, raw);
    if (input.isErr()) return err(input.error);
    const { id } = input.value as Input;
    const own = ownRequest(partner.value, await deps.candidates.find(id));
    if (own.isErr()) return err(own.error);
    const result = await runCandidateCommand(deps, id, command(input.value as Input, { candidateId: id, now: nowOf(deps.clock), metadata: metadataOf(partner.value, deps.clock.now()) }));
    return result.map(({ id: candidateId, status, version }) => ({ id: candidateId, status, version }));
  };

export const acceptSlot = answer<{ id: string; slot: { date: string; time: string } }>(
  AcceptSlotInput,
  // The client's e-mail is written with the event (adapters/postgres/projections/interviewMails.ts).
  (input, context) => ({ ...context, action: 'acceptSlot', slot: input.slot }),
);

export const proposeSlots = answer<{ id: string; slots: { date: string; time: string }[]; comment: string }>(
  ProposeSlotsInput,
  (input, context) => ({ ...context, action: 'proposeSlots', slots: input.slots, comment: input.comment }),
);

export const declineRequest = answer<{ id: string; reason: string }>(DeclineInput, (input, context) => ({ ...context, action: 'decline', reason: input.reason }));
