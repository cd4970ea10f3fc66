import { err, ok, type Result } from 'neverthrow';
import { hasScope } from '../../../domain/identity/scopes';
import { catalogPriceOf, type CatalogPrice } from '../../../domain/specialist/catalogPrice';
import type { ManagerReview, SpecialistContent } from '../../../domain/specialist/specialist.content';
import type { SpecialistAction } from '../../../domain/specialist/specialist.status';
import { cents } from '../../../domain/shared/money';
import { useCase } from '../../moderation/useCase';
import type { AppError } from '../../shared/appError';
import { authorize } from '../../shared/authorize';
import { allowedActionsFor, canReadCard, cardNotFound } from '../policies';
import { SpecialistIdInput } from '../schemas';
import type { SpecialistCardRow, SpecialistDeps } from '../specialistPorts';

export type CardDetails = SpecialistCardRow & {
  readonly content: SpecialistContent;
  /** The manager's review, shown to managers only. */
  readonly review: ManagerReview | null;
  readonly price: CatalogPrice;
  /** Client bookings of the specialist: shown read-only beside the agency's 'not available' periods. */
  readonly clientReservations: { startPeriod: string; endPeriod: string }[];
  /** What the caller may do to the card now, from the status table. */
  readonly allowedActions: SpecialistAction[];
};

/** One card for its agency or a manager (`info/{id}`); for anyone else it does not exist. */
export const getCard = useCase(
  authorize,
  SpecialistIdInput,
  async (deps: SpecialistDeps, caller, { specialistId }): Promise<Result<CardDetails, AppError>> => {
    const card = await deps.cards.find(specialistId);
    if (!card || card.status === 'deleted' || !canReadCard(caller, card.agencyId)) return err(cardNotFound);
    const price = catalogPriceOf(cents(card.hourPriceCents), await deps.rules.priceSettings());
    const review = hasScope(caller, 'specialist:moderate') ? card.review : null;
    return ok({
      ...card,
      review,
      price,
      clientReservations: await deps.cards.clientReservations(card.id),
      allowedActions: allowedActionsFor(caller, card),
    });
  },
);
