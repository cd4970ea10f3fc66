import { z } from 'zod';
import { workFormats } from '../../domain/booking/workFormat';

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the date format yyyy-MM-dd');
const uuid = z.uuid('Must be a UUID');
/** Hours a week for part-time work; ignored for full-time. */
const hours = z.number().int('Hours must be a whole number').min(1, 'At least 1 hour a week').max(40, 'At most 40 hours a week').nullable().default(null);
/** The client's id for this click: repeating the same request changes nothing. */
const requestId = z.string().min(8).max(64).optional();

const terms = { startPeriod: isoDate, endPeriod: isoDate, workFormat: z.enum(workFormats).default('full-time'), hours };

export const AddSpecialistInput = z.object({ specialistUuid: uuid, requestId, ...terms });
export const AddTeamInput = z.object({ teamId: uuid, specialists: z.array(uuid).min(1).max(50), requestId, ...terms });
export const UpdateItemInput = z.object({ id: uuid, ...terms });
export const RemoveItemsInput = z.object({ ids: z.array(uuid).min(1, 'Choose what to remove').max(200) });

export type AddSpecialistInput = z.infer<typeof AddSpecialistInput>;
