import { z } from 'zod';
import { workFormats } from '../../domain/booking/workFormat';
import { REQUEST_LIMITS } from '../../domain/clientRequest/clientRequest.content';
import { clientRequestActions, clientRequestStatuses } from '../../domain/clientRequest/clientRequest.status';
import { responseActions, responseStatuses } from '../../domain/clientRequest/requestResponse';
import { grades } from '../../domain/specialist/specialist.content';
import { isIsoDate } from '../../domain/shared/dates';
import { fieldMessages, statusListFilter, versionField } from '../moderation/schemas';
import { IsoDateTimeOutput, pageOutput } from '../shared/outputs';

export { REQUEST_LIMITS };

/**
 * The rules of a client request, shared by the server and the forms. Reference ids are checked for shape here and
 * against the reference data by the use case; the period is checked against today by the domain, too.
 */
const uuid = (message = 'Choose a value from the list') => z.uuid(message);
const isoDate = z.string({ error: 'Enter a date' }).refine(isIsoDate, 'Use the date format yyyy-MM-dd');
const text = (max: number) => z.string({ error: 'Must be text' }).trim().max(max, fieldMessages.max(max));
const ids = (max: number, what: string) => z.array(uuid()).max(max, `Choose at most ${max} ${what}`).default([]);

export const ClientRequestContentFields = z.object({
  title: text(REQUEST_LIMITS.title).min(3, 'At least 3 characters'),
  description: text(REQUEST_LIMITS.description).min(1, fieldMessages.required),
  categoryIds: ids(REQUEST_LIMITS.categories, 'categories').refine((v) => v.length > 0, 'Choose at least one category'),
  subcategoryIds: ids(REQUEST_LIMITS.subcategories, 'subcategories'),
  keySkillIds: ids(REQUEST_LIMITS.keySkills, 'key skills'),
  grade: z.enum(grades, { error: 'Choose a grade' }).nullable().default(null),
  specialistsCount: z.coerce
    .number({ error: 'Enter a number' })
    .int('Enter a whole number')
    .min(REQUEST_LIMITS.minSpecialists, `At least ${REQUEST_LIMITS.minSpecialists}`)
    .max(REQUEST_LIMITS.maxSpecialists, `At most ${REQUEST_LIMITS.maxSpecialists}`),
  periodFrom: isoDate,
  periodTo: isoDate,
  workFormat: z.enum(workFormats, { error: 'Choose a work format' }).default('full-time'),
  /** Integer cents, above zero; null or absent when the client names no budget. */
  budgetPerHourCents: z
    .number({ error: 'Enter an amount' })
    .int('Whole cents only')
    .positive('The budget must be above zero')
    .max(REQUEST_LIMITS.maxBudgetCents, 'At most $10,000 an hour')
    .nullable()
    .default(null),
});
export const ClientRequestContentInput = ClientRequestContentFields.refine((c) => c.periodTo > c.periodFrom, {
  path: ['periodTo'],
  message: 'The end of the period must be after its start',
});
export type ClientRequestContentInput = z.input<typeof ClientRequestContentFields>;

const requestId = z.uuid('Request id is invalid');

/** The client writes (a new request has no id yet); `version` is the one the editor loaded. */
export const SaveClientRequestInput = z.object({
  requestId: requestId.optional(),
  version: versionField,
  content: z.unknown(),
});
/** A manager writes a request for a client: on a new request the client company is required. */
export const ManagerSaveClientRequestInput = SaveClientRequestInput.extend({
  clientId: z.uuid('Choose a client company').optional(),
});
export const ClientRequestActionInput = z.object({ requestId, version: versionField });
export const RejectClientRequestInput = ClientRequestActionInput.extend({
  reason: text(REQUEST_LIMITS.rejectionReason).min(1, 'Say why the request is rejected'),
});
export const ClientRequestIdInput = z.object({ requestId });
export const ClientRequestHistoryInput = z.object({
  requestId,
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  count: z.coerce.number().int().min(1).max(100).default(50),
});

const listedStatuses = clientRequestStatuses.filter((s) => s !== 'new') as unknown as readonly [
  'draft',
  'moderation',
  'published',
  'rejected',
  'closed',
];
export const clientRequestSortFields = [
  'createdAt',
  'updatedAt',
  'publishedAt',
  'title',
  'status',
  'periodFrom',
] as const;
const listFields = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  count: z.coerce.number().int().min(1).max(100).default(20),
  sort: z
    .string()
    .regex(new RegExp(`^-?(${clientRequestSortFields.join('|')})$`), 'Unknown sort field')
    .default('-updatedAt'),
  status: statusListFilter(listedStatuses).optional(),
  search: z.string().trim().max(100, fieldMessages.max(100)).optional(),
};
export const ClientRequestListInput = z.object(listFields);
export const ManagerClientRequestListInput = z.object({
  ...listFields,
  clientId: z.uuid('Client id is invalid').optional(),
});

/** `/clients-requests`: 20 a page, newest publication first; a category, a key skill, a period the request overlaps. */
export const PublicClientRequestListInput = z
  .object({
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    count: z.coerce.number().int().min(1).max(50).default(20),
    categoryId: uuid('Choose a category from the list').optional(),
    keySkillId: uuid('Choose a key skill from the list').optional(),
    from: isoDate.optional(),
    to: isoDate.optional(),
  })
  .refine((v) => !v.from || !v.to || v.to >= v.from, { path: ['to'], message: 'The end must not be before the start' });

/** The manager's choice of the client a request is written for. */
export const ClientChoicesInput = z.object({ search: z.string().trim().max(100, fieldMessages.max(100)).default('') });
export const ClientChoicesOutput = z.object({ items: z.array(z.object({ id: z.string(), title: z.string() })) });

/* ---- Responses ---- */

export const RespondInput = z
  .object({
    requestId,
    specialistIds: z
      .array(uuid('Choose your specialists from the list'))
      .max(REQUEST_LIMITS.proposals, `Propose at most ${REQUEST_LIMITS.proposals} specialists`)
      .default([]),
    teamId: uuid('Choose your team from the list').nullable().default(null),
    comment: text(REQUEST_LIMITS.comment).default(''),
  })
  .refine((v) => v.specialistIds.length > 0 || v.teamId !== null, {
    path: ['specialistIds'],
    message: 'Propose at least one of your published specialists or a team',
  });
export const ResponseIdInput = z.object({ responseId: z.uuid('Response id is invalid') });
export const ResponseListInput = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  count: z.coerce.number().int().min(1).max(100).default(20),
});

/* ---- Answers ---- */

const named = z.object({ id: z.string(), title: z.string() });
const requestFields = {
  id: z.string(),
  number: z.number(),
  title: z.string(),
  description: z.string(),
  categories: z.array(named).readonly(),
  subcategories: z.array(named).readonly(),
  keySkills: z.array(named).readonly(),
  grade: z.string().nullable(),
  specialistsCount: z.number(),
  periodFrom: z.string(),
  periodTo: z.string(),
  workFormat: z.enum(workFormats),
  budgetPerHourCents: z.number().nullable(),
  publishedAt: IsoDateTimeOutput.nullable(),
};

/** The public pages: a published request without the client's name, company or anything of its moderation. */
export const PublicClientRequestOutput = z.object(requestFields);
export const PublicClientRequestPageOutput = pageOutput(PublicClientRequestOutput);

/** The client's own request, with where it stands and what the client may do now (from the status table). */
export const ClientRequestOutput = z.object({
  ...requestFields,
  status: z.enum(listedStatuses),
  rejectionReason: z.string().nullable(),
  responsesCount: z.number(),
  version: z.number(),
  createdAt: IsoDateTimeOutput,
  updatedAt: IsoDateTimeOutput,
  closedAt: IsoDateTimeOutput.nullable(),
  allowedActions: z.array(z.enum(clientRequestActions as readonly [string, ...string[]])),
});
/** Staff also read whose request it is. */
export const ManagerClientRequestOutput = ClientRequestOutput.extend({ clientId: z.string(), clientName: z.string() });
export const ClientRequestViewOutput = z.union([ManagerClientRequestOutput, ClientRequestOutput]);

export const ClientRequestListOutput = z.object({
  items: z.array(ClientRequestViewOutput).readonly(),
  meta: z.object({ page: z.number(), count: z.number(), total: z.number() }),
  statusCounts: z.record(z.string(), z.number()),
});

export const ClientRequestActionOutput = z.object({
  requestId: z.string(),
  status: z.enum(clientRequestStatuses),
  version: z.number(),
});

/**
 * A proposed specialist as the client reads it: as the catalogue shows them (first name and the surname's initial,
 * photo, specialization, grade, catalogue price at the time of the answer), never the agency or its contacts.
 */
export const ProposalOutput = z.object({
  specialistId: z.string(),
  name: z.string(),
  surname: z.string(),
  photoUrl: z.string().nullable(),
  specialization: z.string(),
  grade: z.string().nullable(),
  catalogPriceCents: z.number(),
  teamId: z.string().nullable(),
  /** Still in the catalogue now: only then can it be booked. */
  inCatalogue: z.boolean(),
});

const responseFields = {
  id: z.string(),
  requestId: z.string(),
  status: z.enum(['submitted', 'withdrawn']),
  proposals: z.array(ProposalOutput).readonly(),
  comment: z.string(),
  createdAt: IsoDateTimeOutput,
  updatedAt: IsoDateTimeOutput,
};
/** The client's view of the responses to its request: who proposed whom stays with the platform. */
export const ClientResponseOutput = z.object(responseFields);
/** Staff see which agency answered. */
export const ManagerResponseOutput = ClientResponseOutput.extend({ agencyId: z.string(), agencyName: z.string() });
export const RequestResponsesOutput = z.object({
  items: z.array(z.union([ManagerResponseOutput, ClientResponseOutput])).readonly(),
});

/** The agency's own response, with the request it answers and what it may still do. */
export const AgencyResponseOutput = z.object({
  ...responseFields,
  version: z.number(),
  request: z.object({ id: z.string(), title: z.string(), status: z.enum(listedStatuses), periodFrom: z.string() }),
  allowedActions: z.array(z.enum(responseActions)),
});
export const AgencyResponsePageOutput = pageOutput(AgencyResponseOutput);
export const ResponseActionOutput = z.object({
  responseId: z.string(),
  requestId: z.string(),
  status: z.enum(responseStatuses),
  version: z.number(),
});

/** What an agency may propose: its cards in the catalogue (as the catalogue names them) and its current teams. */
export const RespondChoicesOutput = z.object({
  specialists: z.array(
    z.object({
      specialistId: z.string(),
      name: z.string(),
      surname: z.string(),
      specialization: z.string(),
      catalogPriceCents: z.number(),
    }),
  ),
  teams: z.array(z.object({ id: z.string(), name: z.string(), specialistIds: z.array(z.string()) })),
});

/**
 * A request's matches as staff read them (`GET /api/client-request/matches/{id}`): published specialists best first,
 * each with its score and the reasons in words (domain/matching/matching.ts), and its agency.
 */
export const RequestMatchOutput = z.object({
  specialistId: z.string(),
  name: z.string(),
  specialization: z.string(),
  grade: z.string().nullable(),
  catalogPriceCents: z.number(),
  agencyId: z.string(),
  agencyName: z.string(),
  score: z.number(),
  reasons: z.array(z.string()).readonly(),
});
export const RequestMatchesOutput = z.object({ items: z.array(RequestMatchOutput).readonly() });
