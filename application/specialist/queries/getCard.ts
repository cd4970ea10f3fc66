import { err, ok, type Result } from 'neverthrow';
import { catalogPriceOf, type CatalogPrice } from '../../../domain/specialist/catalogPrice';
import type { ManagerReview, SpecialistContent } from '../../../domain/specialist/specialist.content';
import { hasScope } from '../../../domain/identity/scopes';
import { cents } from '../../../domain/shared/money';
import type { Actor } from '../../shared/actor';
import type { AppError } from '../../shared/appError';
import { authorize } from '../../shared/authorize';
import { parse } from '../../shared/parse';
import { canReadCard, cardNotFound } from '../policies';
import { SpecialistIdInput } from '../schemas';
import type { SpecialistCardRow, SpecialistDeps } from '../specialistPorts';

export type CardDetails = SpecialistCardRow & {
  readonly content: SpecialistContent;
  /** The manager's review, shown to managers only. */
  readonly review: ManagerReview | null;
  readonly price: CatalogPrice;
  /** Client bookings of the specialist: shown read-only beside the agency's 'not available' periods. */
  readonly clientReservations: { startPeriod: string; endPeriod: string }[];
};

/** One card for its agency or a manager (`info/{id}`); for anyone else it does not exist. */
export const getCard =
  (deps: SpecialistDeps) =>
  async (actor: Actor | null, raw: unknown): Promise<Result<CardDetails, AppError>> => {
    const caller = authorize(actor);
    if (caller.isErr()) return err(caller.error);
    const input = parse(SpecialistIdInput, raw);
    if (input.isErr()) return err(input.error);
    const card = await deps.cards.find(input.value.specialistId);
    if (!card || card.status === 'deleted' || !canReadCard(caller.value, card.agencyId)) return err(cardNotFound);
    const price = catalogPriceOf(cents(card.hourPriceCents), await deps.rules.priceSettings());
    return ok({ ...card, review: hasScope(caller.value, 'specialist:moderate') ? card.review : null, price, clientReservations: await deps.cards.clientReservations(card.id) });
  };
