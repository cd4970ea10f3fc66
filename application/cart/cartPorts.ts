import type { SpecialistSnapshot } from '../../domain/cart/cart.availability';
import type { BookingLimits } from '../../domain/cart/cart.period';
import { isoDateOf, type IsoDate } from '../../domain/shared/dates';
import type { Clock } from '../ports/clock';
import type { EventStorePort } from '../ports/eventStore';

/** What the cart shows of a specialist beside the booking terms. */
export type CartSpecialistInfo = {
  readonly specialistId: string;
  readonly name: string;
  readonly surname: string;
  readonly photoUrl: string | null;
  readonly specialization: string | null;
  readonly city: string | null;
};

/** The cards as they are now: their status, catalogue price and busy dates, and what the cart shows of them. */
export type CartSpecialists = {
  readonly snapshots: (specialistIds: readonly string[]) => Promise<SpecialistSnapshot[]>;
  readonly info: (specialistIds: readonly string[]) => Promise<Map<string, CartSpecialistInfo>>;
  /** Both at once, as the cart's view shows them. */
  readonly snapshotsWithInfo: (
    specialistIds: readonly string[],
  ) => Promise<{ snapshots: SpecialistSnapshot[]; info: Map<string, CartSpecialistInfo> }>;
};

/** Teams of an agency's specialists, booked whole. */
export type TeamDirectory = {
  /** The team's members now; null when there is no such team (or it was deleted). */
  readonly membersOf: (teamId: string) => Promise<readonly string[] | null>;
  /** Names of the teams a cart holds, deleted ones too (`current: false`). */
  readonly namesOf: (
    teamIds: readonly string[],
  ) => Promise<ReadonlyMap<string, { readonly name: string; readonly current: boolean }>>;
};

export type CartDeps = {
  readonly events: EventStorePort;
  readonly clock: Clock;
  readonly newId: () => string;
  readonly specialists: CartSpecialists;
  readonly teams: TeamDirectory;
  readonly bookingLimits: () => Promise<BookingLimits>;
};

export const cartStreamOf = (clientId: string): string => `cart-${clientId}`;

/** The platform's calendar runs on UTC: 'today' and 'the past' mean the same for every client. */
export const todayOf = (clock: Clock): IsoDate => isoDateOf(clock.now());
