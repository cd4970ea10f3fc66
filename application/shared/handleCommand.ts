import { err, ok, type Result } from 'neverthrow';
import type { Decider } from '../../domain/shared/decider';
import type { DomainError } from '../../domain/shared/domainError';
import type { EventStorePort, StoredEvent } from '../ports/eventStore';
import { conflict, ruleBroken, type AppError } from './appError';

const staleConflict = conflict(
  'Someone else changed this record at the same time. Reload and try again.',
  'stream.version_conflict',
);

/**
 * `expectedVersion`: the version the caller edited (another one is a conflict); `newStream`: the stream's id was just
 * made for this command, so there is nothing to load.
 */
export type CommandOptions = { readonly expectedVersion?: bigint; readonly newStream?: boolean };

/** Builds the command from the loaded state; it may read what the command needs (a card's price for a cart item). */
type BuildCommand<State, Command> = (
  state: State,
  version: bigint | null,
) => Result<Command, AppError> | Promise<Result<Command, AppError>>;
export type CommandFor<State, Command> = Command | BuildCommand<State, Command>;

/** What a decider decided on a stream, not yet recorded: the state it saw, at which version, and the new events. */
export type Decision<State, Event> = {
  readonly state: State;
  readonly version: bigint | null;
  readonly events: Event[];
};

/**
 * Load, let the use case check the state and build the command (ownership, previous values), decide; nothing is
 * recorded yet. For a use case that must act on the decision (another stream) before `appendDecision` records it.
 */
export const decideOnStream = async <State, Command, Event extends StoredEvent>(
  store: EventStorePort,
  decider: Decider<State, Command, Event, DomainError>,
  streamId: string,
  commandFor: CommandFor<State, Command>,
  options: CommandOptions = {},
): Promise<Result<Decision<State, Event>, AppError>> => {
  // A stream named by an id made for this command has nothing to read; appending at 'no_stream' still refuses a
  // stream that exists after all.
  const { events: past, version } = options.newStream
    ? { events: [] as Event[], version: null }
    : await store.readStream<Event>(streamId);
  const state = past.reduce(decider.evolve, decider.initialState());
  if (options.expectedVersion !== undefined && options.expectedVersion !== (version ?? 0n)) return err(staleConflict);
  const command =
    typeof commandFor === 'function'
      ? await (commandFor as BuildCommand<State, Command>)(state, version)
      : ok(commandFor);
  if (command.isErr()) return err(command.error);
  const decision = decider.decide(command.value, state);
  if (decision.isErr()) return err(ruleBroken(decision.error.code, decision.error.message));
  return ok({ state, version, events: decision.value });
};

/** Records a decision at the version it was decided on: a concurrent write is a conflict, never a silent retry. */
export const appendDecision = async <State, Command, Event extends StoredEvent>(
  store: EventStorePort,
  decider: Decider<State, Command, Event, DomainError>,
  streamId: string,
  { state, version, events }: Decision<State, Event>,
): Promise<Result<{ state: State; events: Event[]; version: bigint }, AppError>> => {
  // A repeated request the decider recognised: nothing new to record.
  if (events.length === 0) return ok({ state, events: [], version: version ?? 0n });
  const appended = await store.appendToStream(streamId, events, version ?? 'no_stream');
  if (appended.isErr()) return err(staleConflict);
  return ok({ state: events.reduce(decider.evolve, state), events, version: appended.value });
};

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
  commandFor: CommandFor<State, Command>,
  options: CommandOptions = {},
): Promise<Result<{ state: State; events: Event[]; version: bigint }, AppError>> => {
  const decided = await decideOnStream(store, decider, streamId, commandFor, options);
  if (decided.isErr()) return err(decided.error);
  return appendDecision(store, decider, streamId, decided.value);
};
