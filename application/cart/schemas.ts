import { z } from 'zod';
import { workFormats } from '../../domain/booking/workFormat';
import { unavailabilityReasons } from '../../domain/cart/cart.availability';

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the date format yyyy-MM-dd');
const uuid = z.uuid('Must be a UUID');
/** Hours a week for part-time work; ignored for full-time. */
const hours = z
  .number()
  .int('Hours must be a whole number')
  .min(1, 'At least 1 hour a week')
  .max(40, 'At most 40 hours a week')
  .nullable()
  .default(null);
/** The client's id for this click: repeating the same request changes nothing. */
const requestId = z.string().min(8).max(64).optional();

const terms = { startPeriod: isoDate, endPeriod: isoDate, workFormat: z.enum(workFormats).default('full-time'), hours };

export const AddSpecialistInput = z.object({ specialistUuid: uuid, requestId, ...terms });
export const AddTeamInput = z.object({ teamId: uuid, specialists: z.array(uuid).min(1).max(50), requestId, ...terms });
export const UpdateItemInput = z.object({ id: uuid, ...terms });
export const RemoveItemsInput = z.object({ ids: z.array(uuid).min(1, 'Choose what to remove').max(200) });

export type AddSpecialistInput = z.infer<typeof AddSpecialistInput>;

/** One cart item as the client sees it: the specialist named as the catalogue names them ("Anna S."), amounts in cents. */
export const CartItemOutput = z.object({
  id: z.string(),
  specialistUuid: z.string(),
  teamId: z.string().nullable(),
  name: z.string(),
  /** The surname's initial only. */
  surname: z.string(),
  photoUrl: z.string().nullable(),
  specialization: z.string().nullable(),
  city: z.string().nullable(),
  startPeriod: z.string(),
  endPeriod: z.string(),
  workFormat: z.enum(workFormats),
  hours: z.number().nullable(),
  priceCents: z.number(),
  amountMonth: z.number(),
  amountTotal: z.number(),
  availability: z.union([
    z.object({ available: z.literal(true) }),
    z.object({ available: z.literal(false), reason: z.enum(unavailabilityReasons) }),
  ]),
});

/**
 * A team in the cart: its members as added, its name (a team the agency deleted since keeps its former name,
 * `current: false`), and what its available members cost.
 */
export const CartTeamOutput = z.object({
  teamId: z.string(),
  name: z.string(),
  current: z.boolean(),
  specialists: z.array(CartItemOutput),
  amountMonth: z.number(),
  amountTotal: z.number(),
});

/** Every cart answer: the whole cart (the seeds' `specialists.items`, `teams.items` and amounts). */
export const CartOutput = z.object({
  /** The id of the interview request being built: new after every request sent, usable as its `requestId`. */
  listId: z.string(),
  specialists: z.object({ items: z.array(CartItemOutput) }),
  teams: z.object({ items: z.array(CartTeamOutput) }),
  count: z.number(),
  amountMonth: z.number(),
  amountTotal: z.number(),
  amountSpecialists: z.number(),
  amountTeams: z.number(),
  minReservationDays: z.number(),
  maxReservationDays: z.number(),
});
