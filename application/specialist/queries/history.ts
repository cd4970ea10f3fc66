import { err, ok, type Result } from 'neverthrow';
import { foldAsOf } from '../../../domain/moderation/history';
import type { SpecialistEvent } from '../../../domain/specialist/specialist.events';
import { evolve, initialState, type SpecialistCard } from '../../../domain/specialist/specialist.state';
import { streamHistory, type HistoryEntry as ModerationHistoryEntry } from '../../moderation/history';
import type { Actor } from '../../shared/actor';
import type { AppError } from '../../shared/appError';
import type { Page } from '../../shared/pagination';
import { parse } from '../../shared/parse';
import { asModerator, cardNotFound } from '../policies';
import { CardAsOfInput, HistoryInput } from '../schemas';
import { streamOf, type SpecialistDeps } from '../specialistPorts';

export type HistoryEntry = ModerationHistoryEntry<SpecialistEvent['type']>;

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
    return streamHistory(deps.events, deps.people, streamOf(input.value.specialistId), detailsOf, input.value, cardNotFound);
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
    const asOf = foldAsOf(events, input.value.at, evolve, initialState);
    if (!asOf) return err(cardNotFound);
    return ok({ ...asOf.state, version: asOf.version });
  };
