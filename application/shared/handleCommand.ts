import { err, ok, type Result } from 'neverthrow';
import type { Decider } from '../../domain/shared/decider';
import type { DomainError } from '../../domain/shared/domainError';
import type { EventStorePort, StoredEvent } from '../ports/eventStore';
import { conflict, ruleBroken, type AppError } from './appError';

const staleConflict = conflict('Someone else changed this record at the same time. Reload and try again.', 'stream.version_conflict');

/**
 * The one bridge between a decider and the event store: load, let the use case check the state and build the
 * command (ownership, previous values), decide, append at the version decided on. A concurrent write is a
 * conflict the caller sees, never a silent retry; a caller that says which version it edited gets a conflict
 * when that is no longer the current one.
 */
export const handleCommand = async <State, Command, Event extends StoredEvent>(
  store: EventStorePort,
  decider: Decider<State, Command, Event, DomainError>,
  streamId: string,
  commandFor: Command | ((state: State, version: bigint | null) => Result<Command, AppError>),
  options: { expectedVersion?: bigint } = {},
): Promise<Result<{ state: State; events: Event[]; version: bigint }, AppError>> => {
  const { events: past, version } = await store.readStream<Event>(streamId);
  const state = past.reduce(decider.evolve, decider.initialState());
  if (options.expectedVersion !== undefined && options.expectedVersion !== (version ?? 0n)) return err(staleConflict);
  const command = typeof commandFor === 'function' ? (commandFor as (s: State, v: bigint | null) => Result<Command, AppError>)(state, version) : ok(commandFor);
  if (command.isErr()) return err(command.error);
  const decision = decider.decide(command.value, state);
  if (decision.isErr()) return err(ruleBroken(decision.error.code, decision.error.message));
  // A repeated request the decider recognised: nothing new to record.
  if (decision.value.length === 0) return ok({ state, events: [], version: version ?? 0n });
  const appended = await store.appendToStream(streamId, decision.value, version ?? 'no_stream');
  if (appended.isErr()) return err(staleConflict);
  return ok({ state: decision.value.reduce(decider.evolve, state), events: decision.value, version: appended.value });
};
