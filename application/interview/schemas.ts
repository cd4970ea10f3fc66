import { z } from 'zod';
import { candidateStatuses } from '../../domain/interview/interview.status';
import { PageQuery } from '../shared/pagination';

const uuid = z.uuid('Must be a UUID');
const slot = z.object({
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the date format yyyy-MM-dd'),
  time: z.string().regex(/^\d{2}:00$/, 'Interviews start on the hour (HH:00)'),
});

export const CreateRequestInput = z.object({
  /** The client's id for this submission: repeating it changes nothing. */
  requestId: uuid,
  contact: z.object({
    name: z.string().trim().min(1, 'Who should the agency contact?').max(100),
    email: z.email('Enter a valid e-mail'),
    phone: z.string().trim().max(30).regex(/^[+\d][\d\s()-]*$/, 'Digits, spaces and + - ( ) only').or(z.literal('')).default(''),
  }),
  comment: z.string().trim().max(2000).default(''),
  specialists: z.array(z.object({ id: uuid, slots: z.array(slot).min(1, 'Pick at least one interview slot').max(10) })).min(1, 'Choose at least one specialist').max(50),
});

export const CandidateIdInput = z.object({ id: uuid });
export const CandidateHistoryInput = z.object({
  id: uuid,
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  count: z.coerce.number().int().min(1).max(100).default(50),
});
export const AcceptSlotInput = z.object({ id: uuid, slot });
export const ProposeSlotsInput = z.object({ id: uuid, slots: z.array(slot).min(1).max(10), comment: z.string().trim().max(2000).default('') });
export const DeclineInput = z.object({ id: uuid, reason: z.string().trim().min(1, 'Say why the request is declined').max(2000) });
export const MoveCandidateInput = z.object({ id: uuid, status: z.enum(candidateStatuses), comment: z.string().trim().max(2000).default('') });
export const ChangeClientPriceInput = z.object({ id: uuid, price: z.coerce.number().positive('The price must be above zero').max(10_000).multipleOf(0.01, 'At most two decimals') });

export const CandidateListInput = PageQuery.extend({
  status: z.union([z.enum(candidateStatuses), z.array(z.enum(candidateStatuses))]).optional().transform((v) => (v === undefined ? undefined : Array.isArray(v) ? v : [v])),
  /** Only candidates working or about to work on a project (`specialists-on-projects`). */
  onProject: z.enum(['true', 'false']).optional(),
  search: z.string().trim().max(100).optional(),
  sort: z.enum(['createdAt', '-createdAt', 'updatedAt', '-updatedAt', 'status', '-status']).default('-createdAt'),
});
export type CandidateListInput = z.infer<typeof CandidateListInput>;
