import { err, ok, type Result } from 'neverthrow';
import type { z } from 'zod';
import { foldAsOf } from '../../domain/moderation/history';
import type { Decider } from '../../domain/shared/decider';
import type { EventMetadata } from '../../domain/shared/eventMetadata';
import type { EventStorePort } from '../ports/eventStore';
import type { Actor } from '../shared/actor';
import type { AppError } from '../shared/appError';
import type { Page } from '../shared/pagination';
import type { ModeratedDeps, PeopleDirectory } from './moderationPorts';
import { useCase } from './useCase';

/** One line of an item's history: what happened, who acted, as whom, and when. */
export type HistoryEntry<Type extends string = string> = {
  readonly version: number;
  readonly type: Type;
  readonly at: string;
  readonly actor: { readonly id: string; readonly role: string; readonly name: string; readonly email: string };
  /** The manager who acted as that user, when impersonating. */
  readonly emulatedBy: { readonly id: string; readonly name: string; readonly email: string } | null;
  readonly details: Record<string, unknown>;
};

type Recorded = { readonly type: string; readonly metadata: EventMetadata };

/** Every event of a stream with the names of the people behind it, newest first, one page of it. */
export const historyPage = async <Event extends Recorded>(
  people: PeopleDirectory,
  events: readonly Event[],
  detailsOf: (event: Event) => Record<string, unknown>,
  page: number,
  count: number,
): Promise<Page<HistoryEntry<Event['type']>>> => {
  const ids = events.flatMap((e) => [e.metadata.actorId, ...(e.metadata.emulatedBy ? [e.metadata.emulatedBy] : [])]);
  const names = await people.namesOf([...new Set(ids)]);
  const person = (id: string) => ({
    id,
    name: names.get(id)?.name ?? 'Unknown user',
    email: names.get(id)?.email ?? '',
  });
  const entries: HistoryEntry<Event['type']>[] = events
    .map((event, index) => ({
      version: index + 1,
      type: event.type,
      at: new Date(event.metadata.at).toISOString(),
      actor: { ...person(event.metadata.actorId), role: event.metadata.actorRole },
      emulatedBy: event.metadata.emulatedBy ? person(event.metadata.emulatedBy) : null,
      details: detailsOf(event),
    }))
    .reverse();
  return { items: entries.slice((page - 1) * count, page * count), meta: { page, count, total: entries.length } };
};

/** One page of a stream's history, newest first; a stream without events is `missing` (the item is not there). */
export const streamHistory = async <Event extends Recorded & { readonly data: unknown }>(
  store: EventStorePort,
  people: PeopleDirectory,
  streamId: string,
  detailsOf: (event: Event) => Record<string, unknown>,
  page: { readonly page: number; readonly count: number },
  missing: AppError,
): Promise<Result<Page<HistoryEntry<Event['type']>>, AppError>> => {
  const { events } = await store.readStream<Event>(streamId);
  if (events.length === 0) return err(missing);
  return ok(await historyPage(people, events, detailsOf, page.page, page.count));
};

/** The moderator's history of an item (`/admin/api/<area>/history/{id}`): every event, who acted, as whom, when. */
export const historyQuery = <
  IdKey extends string,
  Schema extends z.ZodType<Record<IdKey, string> & { page: number; count: number }>,
  Event extends Recorded & { readonly data: unknown },
>(area: {
  readonly idKey: IdKey;
  readonly policies: {
    readonly asModerator: (actor: Actor | null) => Result<Actor, AppError>;
    readonly notFound: AppError;
  };
  readonly streamOf: (id: string) => string;
  readonly schema: Schema;
  readonly detailsOf: (event: Event) => Record<string, unknown>;
}) =>
  useCase(area.policies.asModerator, area.schema, (deps: ModeratedDeps, _caller, input) =>
    streamHistory(
      deps.events,
      deps.people,
      area.streamOf(input[area.idKey]),
      area.detailsOf,
      input,
      area.policies.notFound,
    ),
  );

/** The item as it was at a past moment, rebuilt from its events (`/admin/api/<area>/as-of/{id}?at=`), with the version it had. */
export const asOfQuery = <
  IdKey extends string,
  Schema extends z.ZodType<Record<IdKey, string> & { at: Date }>,
  State,
  Event extends Recorded & { readonly data: unknown },
>(area: {
  readonly idKey: IdKey;
  readonly policies: {
    readonly asModerator: (actor: Actor | null) => Result<Actor, AppError>;
    readonly notFound: AppError;
  };
  readonly streamOf: (id: string) => string;
  readonly schema: Schema;
  readonly decider: Pick<Decider<State, unknown, Event>, 'evolve' | 'initialState'>;
}) =>
  useCase(
    area.policies.asModerator,
    area.schema,
    async (deps: ModeratedDeps, _caller, input): Promise<Result<State & { version: number }, AppError>> => {
      const { events } = await deps.events.readStream<Event>(area.streamOf(input[area.idKey]));
      const asOf = foldAsOf(events, input.at, area.decider.evolve, area.decider.initialState);
      return asOf ? ok({ ...asOf.state, version: asOf.version }) : err(area.policies.notFound);
    },
  );
