import { err, ok, type Result } from 'neverthrow';
import type { EventMetadata } from '../../domain/shared/eventMetadata';
import type { EventStorePort } from '../ports/eventStore';
import type { AppError } from '../shared/appError';
import type { Page } from '../shared/pagination';
import type { PeopleDirectory } from './moderationPorts';

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
  const person = (id: string) => ({ id, name: names.get(id)?.name ?? 'Unknown user', email: names.get(id)?.email ?? '' });
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
