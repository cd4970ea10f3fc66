import { err, ok, type Result } from 'neverthrow';
import type { Decider } from '../../domain/shared/decider';
import type { DomainError } from '../../domain/shared/domainError';
import type { EventStorePort, StoredEvent } from '../ports/eventStore';
import { conflict, ruleBroken, type AppError } from './appError';

/**
 * The one bridge between a decider and the event store: load, decide, append at the version decided on.
 * A concurrent write is a conflict the caller sees, never a silent retry.
 */
export const handleCommand = async <State, Command, Event extends StoredEvent>(
  store: EventStorePort,
  decider: Decider<State, Command, Event, DomainError>,
  streamId: string,
  command: Command,
): Promise<Result<{ state: State; events: Event[]; version: bigint }, AppError>> => {
  const { events: past, version } = await store.readStream<Event>(streamId);
  const state = past.reduce(decider.evolve, decider.initialState());
  const decision = decider.decide(command, state);
  if (decision.isErr()) return err(ruleBroken(decision.error.code, decision.error.message));
  const appended = await store.appendToStream(streamId, decision.value, version ?? 'no_stream');
  if (appended.isErr()) return err(conflict('Someone else changed this record at the same time. Reload and try again.', 'stream.version_conflict'));
  return ok({ state: decision.value.reduce(decider.evolve, state), events: decision.value, version: appended.value });
};
