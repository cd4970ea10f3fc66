import { z } from 'zod';
import { workFormats } from '../../domain/booking/workFormat';
import { MAX_ACT_COMMENT, MAX_REJECT_REASON } from '../../domain/act/act.decide';
import { actActions, actStatuses } from '../../domain/act/act.status';
import {
  claimReasonIds,
  claimStatuses,
  MAX_CLAIM_ANSWER,
  MAX_CLAIM_COMMENT,
  type ClaimAction,
} from '../../domain/act/claim';
import { candidateStatuses } from '../../domain/interview/interview.status';
import { HistoryPageOutput, IsoDateTimeOutput, pageOutput, StatusCountsOutput } from '../shared/outputs';

const uuid = z.uuid('Must be a UUID');
const month = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Use the month format yyyy-MM');
const listOf = <T extends z.ZodType>(item: T) =>
  z
    .union([item, z.array(item)])
    .optional()
    .transform((v) => (v === undefined ? undefined : Array.isArray(v) ? v : [v]));

/* ---- Inputs ---- */

export const ActIdInput = z.object({ id: uuid });
const hours = z.coerce
  .number({ error: 'Enter the hours worked' })
  .int('Hours are whole numbers')
  .min(1, 'At least 1 hour')
  .max(744, 'A month has at most 744 hours');
const comment = z.string().trim().max(MAX_ACT_COMMENT, `At most ${MAX_ACT_COMMENT} characters`).default('');

/** The agency's new act: the candidate on a project, the month, the hours; the rates are read, never typed. */
export const CreateActInput = z.object({
  candidateId: z.uuid({
    error: (issue) => (issue.input === undefined || issue.input === '' ? 'Choose the specialist' : 'Must be a UUID'),
  }),
  month,
  hours,
  comment,
});
export const UpdateActInput = z.object({ id: uuid, hours, comment, version: z.number().int().min(0).optional() });
export const RejectActInput = z.object({
  id: uuid,
  reason: z
    .string()
    .trim()
    .min(1, 'Say why the act is rejected')
    .max(MAX_REJECT_REASON, `At most ${MAX_REJECT_REASON} characters`),
});

export const ActListInput = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  count: z.coerce.number().int().min(1).max(100).default(20),
  status: listOf(z.enum(actStatuses)),
  specialistId: uuid.optional(),
  candidateId: uuid.optional(),
  monthFrom: month.optional(),
  monthTo: month.optional(),
  search: z.string().trim().max(100).optional(),
  sort: z.enum(['createdAt', '-createdAt', 'month', '-month', 'totalCents', '-totalCents']).default('-createdAt'),
});
export type ActListInput = z.infer<typeof ActListInput>;
export const ActHistoryInput = z.object({
  id: uuid,
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  count: z.coerce.number().int().min(1).max(100).default(50),
});

/** A specialist chosen from a list: an unchosen one is asked for in words, not as a malformed id. */
const chosenSpecialist = z.uuid({
  error: (issue) => (issue.input === undefined || issue.input === '' ? 'Choose the specialist' : 'Must be a UUID'),
});

export const CreateClaimInput = z.object({
  candidateId: chosenSpecialist,
  reasons: z
    .array(z.enum(claimReasonIds, { error: 'Choose a reason from the list' }))
    .min(1, 'Choose at least one reason')
    .max(claimReasonIds.length),
  comment: z.string().trim().max(MAX_CLAIM_COMMENT, `At most ${MAX_CLAIM_COMMENT} characters`).default(''),
});
export const AnswerClaimInput = z.object({
  id: uuid,
  answer: z.string().trim().min(1, 'Write the answer').max(MAX_CLAIM_ANSWER, `At most ${MAX_CLAIM_ANSWER} characters`),
});
export const ClaimIdInput = z.object({ id: uuid });
export const ClaimListInput = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  count: z.coerce.number().int().min(1).max(100).default(20),
  status: listOf(z.enum(claimStatuses)),
  candidateId: uuid.optional(),
});
export const WorkingSpecialistInput = z.object({ id: uuid });

/* ---- Outputs, one per side ---- */

const specialist = z.object({ id: z.string(), name: z.string() });
const common = {
  id: z.string(),
  number: z.string(),
  candidateId: z.string(),
  specialist,
  month: z.string(),
  startPeriod: z.string(),
  endPeriod: z.string(),
  workFormat: z.enum(workFormats),
  hours: z.number().int(),
  comment: z.string(),
  status: z.enum(actStatuses),
  rejectReason: z.string().nullable(),
  rejectedBy: z.enum(['manager', 'client']).nullable(),
  version: z.number().int(),
  createdAt: IsoDateTimeOutput,
  updatedAt: IsoDateTimeOutput,
  allowedActions: z.array(z.enum(actActions)),
};

/** The agency's act: its rate and amount, the client's name; never the client's price, the fee or VAT. */
export const AgencyActOutput = z.object({
  ...common,
  clientName: z.string(),
  hoursPerWeek: z.number().nullable(),
  expectedHours: z.number().int(),
  maxHours: z.number().int(),
  agencyRateCents: z.number().int(),
  agencyAmountCents: z.number().int(),
  actUrl: z.string().nullable(),
});

/** The client's act and invoice: its hourly price, the invoice's lines; never the agency. */
export const ClientActOutput = z.object({
  ...common,
  clientRateCents: z.number().int(),
  workCents: z.number().int(),
  feeCents: z.number().int(),
  netCents: z.number().int(),
  vatRateBasisPoints: z.number().int().nullable(),
  vatCents: z.number().int(),
  totalCents: z.number().int(),
  invoiceUrl: z.string().nullable(),
});

/** The manager's act: everything, both documents. */
export const ManagerActOutput = z.object({
  ...AgencyActOutput.shape,
  ...ClientActOutput.shape,
  clientId: z.string(),
  agencyId: z.string(),
  agencyName: z.string(),
});

export const AgencyActListOutput = pageOutput(AgencyActOutput).extend({
  statusCounts: z.record(z.string(), z.number().int()),
});
export const ClientActListOutput = pageOutput(ClientActOutput).extend({
  statusCounts: z.record(z.string(), z.number().int()),
});
export const ManagerActListOutput = pageOutput(ManagerActOutput).extend({
  statusCounts: z.record(z.string(), z.number().int()),
});
export const ActFiltersOutput = StatusCountsOutput;
export const ActHistoryOutput = HistoryPageOutput;

/** What the agency's create form offers: its specialists on projects, the months not billed yet, the limits. */
export const BillableOutput = z.object({
  items: z.array(
    z.object({
      candidateId: z.string(),
      specialist,
      clientName: z.string(),
      status: z.enum(candidateStatuses),
      startPeriod: z.string(),
      endPeriod: z.string(),
      workFormat: z.enum(workFormats),
      hoursPerWeek: z.number().nullable(),
      agencyRateCents: z.number().int(),
      months: z.array(
        z.object({
          month: z.string(),
          startPeriod: z.string(),
          endPeriod: z.string(),
          expectedHours: z.number().int(),
          maxHours: z.number().int(),
        }),
      ),
      /**
       * The day from which the next month not billed yet can be billed, when `months` holds none now (the booking's
       * first day when it has not started); null when every month of the booking has an act.
       */
      nextActFrom: z.string().nullable(),
    }),
  ),
});

const reasonOutput = z.object({ id: z.enum(claimReasonIds), title: z.string() });
export const ClaimReasonsOutput = z.object({ items: z.array(reasonOutput) });
const claimCommon = {
  id: z.string(),
  candidateId: z.string(),
  specialist,
  reasons: z.array(reasonOutput),
  comment: z.string(),
  status: z.enum(claimStatuses),
  answers: z.array(z.object({ text: z.string(), at: z.string() })),
  createdAt: IsoDateTimeOutput,
  updatedAt: IsoDateTimeOutput,
};
/** The client's claim with the platform's answers; the agency stays unnamed. */
export const ClientClaimOutput = z.object(claimCommon);
export const ManagerClaimOutput = z.object({
  ...claimCommon,
  clientId: z.string(),
  clientName: z.string(),
  agencyId: z.string(),
  agencyName: z.string(),
  version: z.number().int(),
  allowedActions: z.array(z.enum(['answer', 'close'] as const satisfies readonly ClaimAction[])),
});
export const ClientClaimListOutput = pageOutput(ClientClaimOutput);
export const ManagerClaimListOutput = pageOutput(ManagerClaimOutput).extend({
  statusCounts: z.record(z.string(), z.number().int()),
});

/** The client's view of a specialist on its project: period, its hourly price, the acts so far; no agency. */
export const WorkingSpecialistOutput = z.object({
  candidateId: z.string(),
  specialist: specialist.extend({ specialization: z.string().nullable() }),
  status: z.enum(candidateStatuses),
  startPeriod: z.string(),
  endPeriod: z.string(),
  workFormat: z.enum(workFormats),
  hoursPerWeek: z.number().nullable(),
  hourlyRateCents: z.number().int(),
  acts: z.array(
    z.object({
      id: z.string(),
      number: z.string(),
      month: z.string(),
      hours: z.number().int(),
      status: z.enum(actStatuses),
      totalCents: z.number().int(),
      invoiceUrl: z.string().nullable(),
    }),
  ),
  claims: z.array(ClientClaimOutput),
});

export type AgencyActOutput = z.output<typeof AgencyActOutput>;
export type ClientActOutput = z.output<typeof ClientActOutput>;
export type ManagerActOutput = z.output<typeof ManagerActOutput>;
export type ClientClaimOutput = z.output<typeof ClientClaimOutput>;
export type ManagerClaimOutput = z.output<typeof ManagerClaimOutput>;
