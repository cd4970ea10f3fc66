import type { SpecialistSnapshot } from '../../domain/cart/cart.availability';
import type {
  AddSpecialist,
  AddTeam,
  RecheckItems,
  RemoveItems,
  SubmitItems,
  UpdateItem,
} from '../../domain/cart/cart.commands';
import type { DatePeriod } from '../../domain/shared/dates';
import type { EventMetadata } from '../../domain/shared/eventMetadata';

export const TODAY = '2027-03-01';
export const LIMITS = { minReservationDays: 90, maxReservationDays: 365 } as const;
export const CLIENT = 'client-1';
const metadata: EventMetadata = { actorId: 'user-1', actorRole: 'client', at: new Date('2027-03-01T10:00:00Z') };
const context = { clientId: CLIENT, today: TODAY, limits: LIMITS, metadata };

/** 2027-04-01 to 2027-07-01: 91 days, inside the default limits. */
export const AN_ALLOWED_PERIOD: DatePeriod = { startPeriod: '2027-04-01', endPeriod: '2027-07-01' };

export const publishedSpecialist = (
  specialistId: string,
  overrides: Partial<SpecialistSnapshot> = {},
): SpecialistSnapshot => ({
  specialistId,
  status: 'published',
  catalogPriceCents: 5000,
  busy: [],
  ...overrides,
});

export const addSpecialist = (
  specialist: SpecialistSnapshot,
  overrides: Partial<AddSpecialist> = {},
): AddSpecialist => ({
  ...context,
  action: 'addSpecialist',
  requestId: `req-${specialist.specialistId}`,
  itemId: `item-${specialist.specialistId}`,
  specialist,
  period: AN_ALLOWED_PERIOD,
  workFormat: 'full-time',
  hours: null,
  ...overrides,
});

export const addTeam = (teamId: string, members: SpecialistSnapshot[], overrides: Partial<AddTeam> = {}): AddTeam => ({
  ...context,
  action: 'addTeam',
  requestId: `req-${teamId}`,
  teamId,
  members,
  chosenSpecialistIds: members.map((m) => m.specialistId),
  itemIds: members.map((m) => `item-${teamId}-${m.specialistId}`),
  period: AN_ALLOWED_PERIOD,
  workFormat: 'full-time',
  hours: null,
  ...overrides,
});

export const updateItem = (
  itemId: string,
  specialist: SpecialistSnapshot,
  overrides: Partial<UpdateItem> = {},
): UpdateItem => ({
  ...context,
  action: 'updateItem',
  itemId,
  specialist,
  period: AN_ALLOWED_PERIOD,
  workFormat: 'full-time',
  hours: null,
  ...overrides,
});

export const removeItems = (itemIds: string[]): RemoveItems => ({ ...context, action: 'removeItems', itemIds });
export const recheckItems = (specialists: SpecialistSnapshot[]): RecheckItems => ({
  ...context,
  action: 'recheckItems',
  specialists,
});
/** Submits the items, reading the cards as `specialists` say they are now. */
export const submitItems = (
  itemIds: string[],
  specialists: SpecialistSnapshot[],
  requestId = 'submit-1',
): SubmitItems => ({
  ...context,
  action: 'submitItems',
  requestId,
  itemIds,
  specialists,
});
