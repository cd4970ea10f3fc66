import { z } from 'zod';
import { workFormats } from '../../domain/booking/workFormat';
import {
  candidateActions,
  candidateSides,
  candidateStatuses,
  type CandidateSide,
} from '../../domain/interview/interview.status';
import { DEFAULT_SLOT_ZONE } from '../../domain/interview/interview.slots';
import { MAX_INTERVIEWERS } from '../../domain/interview/interview.collisions';
import { isTimeZone } from '../../domain/shared/timeZones';
import { checkVideoLink } from '../../domain/interview/videoLink';
import { IsoDateTimeOutput } from '../shared/outputs';
import { PageQuery } from '../shared/pagination';
import { CartItemOutput } from '../cart/schemas';

const uuid = z.uuid('Must be a UUID');
/** A slot in UTC. Its minutes are free here: a whole hour in Kolkata is :30 in UTC; the domain checks the hour on the offerer's clock. */
const slot = z.object({
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the date format yyyy-MM-dd'),
  time: z.string().regex(/^\d{2}:\d{2}$/, 'Use the time format HH:mm (UTC)'),
});
/** The IANA zone the slots were picked in (the browser's); their working day and hour are checked on its clock. Absent: UTC. */
const timeZone = z
  .string()
  .max(64)
  .refine(isTimeZone, 'Unknown time zone: use an IANA name such as Europe/Berlin')
  .default(DEFAULT_SLOT_ZONE);

/**
 * The client's interviewers: user ids of its own verified, active people (checked against the company's users), each
 * invited to the interview beside the contact.
 */
const interviewers = z.array(uuid).max(MAX_INTERVIEWERS, `Name at most ${MAX_INTERVIEWERS} interviewers`);

export const CreateRequestInput = z.object({
  /**
   * The client's id for this submission (the cart's `listId` will do): repeating it with the same specialists answers
   * the first result; with other specialists it is refused (409 `cart.request_already_sent`).
   */
  requestId: uuid,
  contact: z.object({
    name: z.string().trim().min(1, 'Who should the agency contact?').max(100),
    email: z.email('Enter a valid e-mail'),
    phone: z
      .string()
      .trim()
      .max(30)
      .regex(/^[+\d][\d\s()-]*$/, 'Digits, spaces and + - ( ) only')
      .or(z.literal(''))
      .default(''),
  }),
  comment: z.string().trim().max(2000).default(''),
  interviewers: interviewers.default([]),
  specialists: z
    .array(z.object({ id: uuid, slots: z.array(slot).min(1, 'Pick at least one interview slot').max(10) }))
    .min(1, 'Choose at least one specialist')
    .max(50),
  timeZone,
});

export const CandidateIdInput = z.object({ id: uuid });
export const CandidateHistoryInput = z.object({
  id: uuid,
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  count: z.coerce.number().int().min(1).max(100).default(50),
});
export const AcceptSlotInput = z.object({ id: uuid, slot });
export const ProposeSlotsInput = z.object({
  id: uuid,
  slots: z.array(slot).min(1).max(10),
  comment: z.string().trim().max(2000).default(''),
  timeZone,
});
/** The client asks for another interview at new times; `interviewers` names the panel anew (absent: unchanged). */
export const AnotherInterviewInput = ProposeSlotsInput.extend({ interviewers: interviewers.optional() });
/** `POST /api/specialist-request/interviewers`: the client names the interviewers while no interview time is fixed. */
export const NameInterviewersInput = z.object({ id: uuid, interviewers });
/** One of the client's people who may interview. */
export const ColleagueOutput = z.object({ id: z.string(), name: z.string(), email: z.string() });
export const ColleagueListOutput = z.object({ items: z.array(ColleagueOutput) });
export const DeclineInput = z.object({
  id: uuid,
  reason: z.string().trim().min(1, 'Say why the request is declined').max(2000),
});
/** The client declines a specialist after the interview; the agency reads the reason. */
export const ClientDeclineInput = z.object({
  id: uuid,
  reason: z.string().trim().min(1, 'Say why you decline this specialist').max(2000),
});
/** The party a manager acts for when moving or cancelling an interview: the client or the agency. */
const forSide = z.enum(['client', 'partner'], { error: 'Say whether you act for the client or for the agency' });
const rescheduleReason = z.string().trim().min(1, 'Say why the interview should move').max(2000);
/** New times for a fixed interview, with the reason the other party reads; `forSide` only when a manager sends it. */
export const RescheduleInput = z.object({
  id: uuid,
  slots: z.array(slot).min(1, 'Pick at least one new time').max(10),
  reason: rescheduleReason,
  timeZone,
  forSide: forSide.optional(),
});
export const ManagerRescheduleInput = RescheduleInput.extend({ forSide });
/** One of the times the other party proposed (the manager picks for the party that did not propose). */
export const PickRescheduledSlotInput = z.object({ id: uuid, slot });
export const CancelInterviewInput = z.object({
  id: uuid,
  reason: z.string().trim().min(1, 'Say why the interview is cancelled').max(2000),
  forSide: forSide.optional(),
});
export const ManagerCancelInterviewInput = CancelInterviewInput.extend({ forSide });
/** The video call's link the agency or the manager enters (the domain's rule, `checkVideoLink`); null: the platform's room. */
export const SetVideoLinkInput = z.object({
  id: uuid,
  videoUrl: z
    .string()
    .superRefine((text, ctx) => {
      const checked = checkVideoLink(text);
      if (checked.isErr()) ctx.addIssue({ code: 'custom', message: checked.error.message });
    })
    .nullable(),
});
export const MoveCandidateInput = z.object({
  id: uuid,
  status: z.enum(candidateStatuses),
  comment: z.string().trim().max(2000).default(''),
});
export type MoveCandidateInput = z.output<typeof MoveCandidateInput>;
export const ChangeClientPriceInput = z.object({
  id: uuid,
  price: z.coerce
    .number()
    .positive('The price must be above zero')
    .max(10_000)
    .multipleOf(0.01, 'At most two decimals'),
});

export const CandidateListInput = PageQuery.extend({
  status: z
    .union([z.enum(candidateStatuses), z.array(z.enum(candidateStatuses))])
    .optional()
    .transform((v) => (v === undefined ? undefined : Array.isArray(v) ? v : [v])),
  /** Only candidates working or about to work on a project (`specialists-on-projects`). */
  onProject: z.enum(['true', 'false']).optional(),
  search: z.string().trim().max(100).optional(),
  sort: z.enum(['createdAt', '-createdAt', 'updatedAt', '-updatedAt', 'status', '-status']).default('-createdAt'),
});
export type CandidateListInput = z.infer<typeof CandidateListInput>;

/** The client's list names the client in its path (`/api/specialist-request/list/{clientUuid}`); another client's id lists nothing. */
export const ClientCandidateListInput = CandidateListInput.extend({ clientUuid: z.string() });

const slotOutput = z.object({ date: z.string(), time: z.string() });

/** One candidate as the lists and the candidate page show it, with what the caller may do to it now (from the status table). */
export const CandidateOutput = z.object({
  id: z.string(),
  requestId: z.string(),
  clientId: z.string(),
  clientName: z.string(),
  agencyId: z.string(),
  agencyName: z.string(),
  specialistId: z.string(),
  specialistName: z.string(),
  specialization: z.string().nullable(),
  status: z.enum(candidateStatuses),
  startPeriod: z.string(),
  endPeriod: z.string(),
  workFormat: z.enum(workFormats),
  hours: z.number().nullable(),
  clientHourPriceCents: z.number().int(),
  slots: z.array(slotOutput),
  proposedSlots: z.array(slotOutput),
  interviewAt: slotOutput.nullable(),
  /** New times one party proposed for the fixed interview, until the other party picks one. */
  reschedule: z
    .object({ side: z.enum(['client', 'partner']), slots: z.array(slotOutput), reason: z.string() })
    .nullable(),
  /** The interview's video call, once its time is fixed: the link the agency entered, or the platform's own room. */
  videoUrl: z.string().nullable(),
  /** Whether the agency or the manager entered the link (false: the platform's room). */
  videoLinkEntered: z.boolean(),
  contact: z.object({ name: z.string(), email: z.string(), phone: z.string() }),
  /** The client's interviewers by name (the client's and the platform's readers; never the agency's). */
  interviewers: z.array(z.object({ id: z.string(), name: z.string() })),
  comment: z.string(),
  declineReason: z.string().nullable(),
  version: z.number().int(),
  createdAt: z.date(),
  updatedAt: z.date(),
  allowedActions: z.array(z.enum(candidateActions)),
  /** Whose turn it is (from the status table): the reader's own side reads 'Waiting for you'. */
  waitingFor: z.enum(candidateSides).nullable(),
});
export type CandidateOutput = z.output<typeof CandidateOutput>;

/**
 * What each side may read of a candidate: a field not in its schema cannot leave the server. A client never learns
 * which agency stands behind a candidate (nor the specialist's full surname, shortened before it gets here); a
 * partner never sees the client's hour price nor who the client's interviewers are.
 */
export const ClientCandidateOutput = CandidateOutput.omit({ agencyId: true, agencyName: true });
export const PartnerCandidateOutput = CandidateOutput.omit({ clientHourPriceCents: true, interviewers: true });

export const candidateOutputOf = {
  manager: CandidateOutput,
  partner: PartnerCandidateOutput,
  client: ClientCandidateOutput,
} as const satisfies { readonly [Side in CandidateSide]: z.ZodType };

/** A candidate as one side reads it: the fields hidden from some side are absent for that side. */
export type CandidateView = z.output<typeof CandidateViewOutput>;

/** A candidate as any side reads it (the REST document lists the three shapes). */
export const CandidateViewOutput = z.union([CandidateOutput, PartnerCandidateOutput, ClientCandidateOutput]);

export const CandidateListOutput = z.object({
  items: z.array(CandidateViewOutput).readonly(),
  meta: z.object({ page: z.number().int(), count: z.number().int(), total: z.number().int() }),
  statusCounts: z.record(z.string(), z.number().int()),
});

/** The scheduling page: whether a signed contract allows submitting, and the cart items that can go now. */
export const RequestInitOutput = z.object({
  contractSigned: z.boolean(),
  contractMessage: z.string().nullable(),
  specialists: z.array(CartItemOutput),
  slotTimes: z.array(z.string()).readonly(),
  now: z.string(),
});
export const CreatedRequestOutput = z.object({
  requestId: z.string(),
  candidates: z.array(z.object({ id: z.string(), specialistUuid: z.string() })),
});
/** A candidate after a command: its status now and the version the next change must name. */
export const CandidateActionOutput = z.object({
  id: z.string(),
  status: z.enum(['new', ...candidateStatuses]),
  version: z.number(),
});

/** The calendar subscription's token, as its address carries it. */
export const CalendarFeedTokenInput = z.object({
  token: z
    .string()
    .min(16)
    .max(128)
    .regex(/^[A-Za-z0-9_-]+$/),
});

/** Whether the user's calendar subscription is on, and since when; the address itself is shown only when made. */
export const CalendarFeedStatusOutput = z.object({ on: z.boolean(), since: IsoDateTimeOutput.nullable() });

/** A subscription just turned on or renewed: its address, shown once (`webcal://`, and the same over https). */
export const CalendarFeedOutput = z.object({
  on: z.literal(true),
  since: IsoDateTimeOutput,
  webcalUrl: z.string(),
  httpsUrl: z.string(),
});

export const CalendarFeedOffOutput = z.object({ on: z.literal(false) });
