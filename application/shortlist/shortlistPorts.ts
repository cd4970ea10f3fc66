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

/** One of the company's client requests as a list may be tied to it: its key skills by title, its period. */
export type RequestForList = {
  readonly id: string;
  readonly clientId: string;
  readonly title: string;
  readonly keySkills: readonly string[];
  readonly periodFrom: string;
  readonly periodTo: string;
};

/** The client requests area's read model, as much of it as the lists need. */
export type RequestsForLists = {
  /** A request of any company (the domain refuses another company's), null when unknown. */
  readonly find: (requestId: string) => Promise<RequestForList | null>;
  /** The company's own requests, the latest changed first. */
  readonly ofClient: (clientId: string) => Promise<RequestForList[]>;
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
  readonly requests: RequestsForLists;
};

/** One stream per client company holds all its lists, as the cart does. */
export const shortlistStreamOf = (clientId: string): string => `shortlists-${clientId}`;
