import { err, ok, type Result } from 'neverthrow';
import type { SpecialistEvent } from '../../../domain/specialist/specialist.events';
import { evolve, initialState, type SpecialistCard } from '../../../domain/specialist/specialist.state';
import type { Actor } from '../../shared/actor';
import type { AppError } from '../../shared/appError';
import type { Page } from '../../shared/pagination';
import { parse } from '../../shared/parse';
import { asModerator, cardNotFound } from '../policies';
import { CardAsOfInput, HistoryInput } from '../schemas';
import { streamOf, type SpecialistDeps } from '../specialistPorts';

export type HistoryEntry = {
  readonly version: number;
  readonly type: SpecialistEvent['type'];
  readonly at: string;
  readonly actor: { readonly id: string; readonly role: string; readonly name: string; readonly email: string };
  /** The manager who acted as that user, when impersonating. */
  readonly emulatedBy: { readonly id: string; readonly name: string; readonly email: string } | null;
  readonly details: Record<string, unknown>;
};

const detailsOf = (event: SpecialistEvent): Record<string, unknown> => {
  switch (event.type) {
    case 'SpecialistRejected':
      return { reasons: event.data.reasons, comment: event.data.comment };
    case 'SpecialistBlocked':
      return { reason: event.data.reason };
    case 'SpecialistPublished':
    case 'SpecialistSavedByManager':
      return { verified: event.data.review.verified };
    default:
      return {};
  }
};

/** Every event of a card with who acted, as whom, and when (`/admin/api/specialist/history/{id}`), newest first. */
export const getHistory =
  (deps: SpecialistDeps) =>
  async (actor: Actor | null, raw: unknown): Promise<Result<Page<HistoryEntry>, AppError>> => {
    const caller = asModerator(actor);
    if (caller.isErr()) return err(caller.error);
    const input = parse(HistoryInput, raw);
    if (input.isErr()) return err(input.error);
    const { events } = await deps.events.readStream<SpecialistEvent>(streamOf(input.value.specialistId));
    if (events.length === 0) return err(cardNotFound);
    const ids = events.flatMap((e) => [e.metadata.actorId, ...(e.metadata.emulatedBy ? [e.metadata.emulatedBy] : [])]);
    const people = await deps.people.namesOf([...new Set(ids)]);
    const person = (id: string) => ({ id, name: people.get(id)?.name ?? 'Unknown user', email: people.get(id)?.email ?? '' });
    const entries: HistoryEntry[] = events
      .map((event, index) => ({
        version: index + 1,
        type: event.type,
        at: new Date(event.metadata.at).toISOString(),
        actor: { ...person(event.metadata.actorId), role: event.metadata.actorRole },
        emulatedBy: event.metadata.emulatedBy ? person(event.metadata.emulatedBy) : null,
        details: detailsOf(event),
      }))
      .reverse();
    const { page, count } = input.value;
    return ok({ items: entries.slice((page - 1) * count, page * count), meta: { page, count, total: entries.length } });
  };

/** The card as it was at a past moment, rebuilt from its events. */
export const getCardAsOf =
  (deps: SpecialistDeps) =>
  async (actor: Actor | null, raw: unknown): Promise<Result<SpecialistCard & { version: number }, AppError>> => {
    const caller = asModerator(actor);
    if (caller.isErr()) return err(caller.error);
    const input = parse(CardAsOfInput, raw);
    if (input.isErr()) return err(input.error);
    const { events } = await deps.events.readStream<SpecialistEvent>(streamOf(input.value.specialistId));
    const upTo = events.filter((e) => new Date(e.metadata.at).getTime() <= input.value.at.getTime());
    if (upTo.length === 0) return err(cardNotFound);
    return ok({ ...upTo.reduce(evolve, initialState()), version: upTo.length });
  };
