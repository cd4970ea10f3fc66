import type { Result } from 'neverthrow';
import type { z } from 'zod';
import type { BookingLimits } from '../../domain/cart/cart.period';
import type { CartSpecialists, TeamDirectory } from '../cart/cartPorts';
import type { CartOutput } from '../cart/schemas';
import type { CatalogItem } from '../catalog/schemas';
import type { PeopleDirectory } from '../moderation/moderationPorts';
import type { Actor } from '../shared/actor';
import type { AppError } from '../shared/appError';
import type { Clock } from '../ports/clock';
import type { EventStorePort } from '../ports/eventStore';

/** The cart's own use case: 'Book the top N' adds through it, so the cart's rules have one home. */
export type CartBooking = {
  readonly addSpecialist: (actor: Actor | null, raw: unknown) => Promise<Result<z.output<typeof CartOutput>, AppError>>;
  /** A team goes in whole, through the cart's own team booking. */
  readonly addTeam: (actor: Actor | null, raw: unknown) => Promise<Result<z.output<typeof CartOutput>, AppError>>;
};

export type ShortlistDeps = {
  readonly events: EventStorePort;
  readonly clock: Clock;
  readonly newId: () => string;
  /** The cards as the cart reads them: status, catalogue price, busy dates (real reservations), name. */
  readonly specialists: CartSpecialists;
  /** A published card as the catalogue lists it (grade, key skills, languages); null when not in the catalogue. */
  readonly catalogCard: (specialistId: string, today: string) => Promise<CatalogItem | null>;
  /** The agencies' teams as the cart reads them: members now (null once deleted) and names. */
  readonly teams: TeamDirectory;
  readonly people: PeopleDirectory;
  readonly bookingLimits: () => Promise<BookingLimits>;
  readonly cart: CartBooking;
};

/** One stream per client company holds all its lists, as the cart does. */
export const shortlistStreamOf = (clientId: string): string => `shortlists-${clientId}`;
