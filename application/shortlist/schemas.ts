import { z } from 'zod';
import { workFormats } from '../../domain/booking/workFormat';
import { unavailabilityReasons } from '../../domain/cart/cart.availability';
import { voteChoices } from '../../domain/shortlist/shortlist.events';
import {
  BOOK_TOP_MAX,
  COMPARE_MAX,
  LIST_SKILLS_MAX,
  SHORTLIST_COMMENT_MAX,
  SHORTLIST_NAME_MAX,
  SKILL_TITLE_MAX,
} from '../../domain/shortlist/shortlist.rules';
import { IsoDateTimeOutput } from '../shared/outputs';

const uuid = z.uuid('Must be a UUID');
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the date format yyyy-MM-dd');
/** The booking terms the comparison and 'Book the top N' price and check, as the cart takes them. */
const terms = {
  startPeriod: isoDate,
  endPeriod: isoDate,
  workFormat: z.enum(workFormats).default('full-time'),
  hours: z
    .number()
    .int('Hours must be a whole number')
    .min(1, 'At least 1 hour a week')
    .max(40, 'At most 40 hours a week')
    .nullable()
    .default(null),
};

/** The skills a list is for: reference skills' titles, chosen from the catalogue's skills. */
const listSkills = z
  .array(
    z
      .string()
      .trim()
      .min(1, 'Choose a skill')
      .max(SKILL_TITLE_MAX, `A skill has at most ${SKILL_TITLE_MAX} characters`),
  )
  .max(LIST_SKILLS_MAX, `At most ${LIST_SKILLS_MAX} skills`);

export const CreateShortlistInput = z.object({
  name: z.string().trim().min(1, 'Name the list').max(SHORTLIST_NAME_MAX, `At most ${SHORTLIST_NAME_MAX} characters`),
  skills: listSkills.default([]),
});
/** The skills the list is for, all of them (an empty list names none). */
export const ChooseSkillsInput = z.object({ listId: uuid, skills: listSkills });
/** The company's client request the list is for, or null to untie it. */
export const ChooseRequestInput = z.object({ listId: uuid, requestId: uuid.nullable() });
export const ShortlistIdInput = z.object({ id: uuid });
/** A specialist (`specialistUuid`) or an agency's team (`teamId`): exactly one of the two. */
export const AddToShortlistInput = z
  .object({ listId: uuid, specialistUuid: uuid.optional(), teamId: uuid.optional() })
  .superRefine((input, ctx) => {
    if (input.specialistUuid === undefined && input.teamId === undefined)
      ctx.addIssue({ code: 'custom', path: ['specialistUuid'], message: 'Choose a specialist or a team' });
    if (input.specialistUuid !== undefined && input.teamId !== undefined)
      ctx.addIssue({ code: 'custom', path: ['teamId'], message: 'Save a specialist or a team, not both at once' });
  });
export const RemoveFromShortlistInput = z.object({ listId: uuid, entryId: uuid });
export const VoteInput = z.object({ listId: uuid, entryId: uuid, vote: z.enum(voteChoices) });
export const CommentInput = z.object({
  listId: uuid,
  entryId: uuid,
  text: z
    .string()
    .trim()
    .min(1, 'Write a comment')
    .max(SHORTLIST_COMMENT_MAX, `At most ${SHORTLIST_COMMENT_MAX} characters`),
});
/** The period may be left out when the list is tied to a request: the request's period is compared then. */
export const CompareInput = z.object({
  listId: uuid,
  entryIds: z.array(uuid).min(1, 'Choose what to compare').max(COMPARE_MAX, `Compare at most ${COMPARE_MAX} at once`),
  ...terms,
  startPeriod: isoDate.optional(),
  endPeriod: isoDate.optional(),
});
export const BookTopInput = z.object({
  listId: uuid,
  count: z
    .number()
    .int('A whole number')
    .min(1, 'Book at least one')
    .max(BOOK_TOP_MAX, `At most ${BOOK_TOP_MAX} at once`),
  ...terms,
});

export type CreateShortlistInput = z.input<typeof CreateShortlistInput>;
export type VoteInput = z.input<typeof VoteInput>;

const VotesOutput = z.object({
  up: z.number(),
  down: z.number(),
  score: z.number(),
  /** The caller's own vote. */
  mine: z.enum(['up', 'down']).nullable(),
});

/** A colleague as the list names them: the name only (never the e-mail). */
const ColleagueOutput = z.object({ id: z.string(), name: z.string() });

export const ShortlistCommentOutput = z.object({
  id: z.string(),
  author: ColleagueOutput,
  mine: z.boolean(),
  text: z.string(),
  at: IsoDateTimeOutput,
});

/** A team's member as the catalogue names them ("Anna S."). */
const TeamMemberOutput = z.object({ specialistUuid: z.string(), name: z.string(), surname: z.string() });
const entryKind = z.enum(['specialist', 'team']);

/**
 * One entry as the client's colleagues see it: the specialist named as the catalogue names them ("Anna S."), or a
 * team by its name with its members (`kind: 'team'`, `specialistUuid` null, `surname` empty).
 */
export const ShortlistEntryOutput = z.object({
  id: z.string(),
  kind: entryKind,
  specialistUuid: z.string().nullable(),
  teamId: z.string().nullable(),
  name: z.string(),
  /** The surname's initial only. */
  surname: z.string(),
  photoUrl: z.string().nullable(),
  specialization: z.string().nullable(),
  /** A team's members now (empty for a specialist, or a team no longer offered). */
  members: z.array(TeamMemberOutput),
  /** The catalogue price per hour in cents (a team's: its members' together); null when out of the catalogue. */
  priceCents: z.number().nullable(),
  inCatalogue: z.boolean(),
  addedBy: ColleagueOutput,
  addedAt: IsoDateTimeOutput,
  votes: VotesOutput,
  comments: z.array(ShortlistCommentOutput),
});

/** A request as the list names it: a request no longer found keeps its id with an empty title. */
const RequestNameOutput = z.object({ id: z.string(), title: z.string() });
/** One tie (or untie, `request` null) of the list, by whom and when; `byManager` when a manager acted as them. */
const RequestTieOutput = z.object({
  request: RequestNameOutput.nullable(),
  by: ColleagueOutput,
  byManager: z.boolean(),
  at: IsoDateTimeOutput,
});

export const ShortlistOutput = z.object({
  id: z.string(),
  name: z.string(),
  /** The skills named on the list: with the tied request's key skills, the comparison highlights them. */
  skills: z.array(z.string()),
  /** The company's client request the list is for, with its key skills and period; null when not tied. */
  request: RequestNameOutput.extend({
    keySkills: z.array(z.string()),
    periodFrom: z.string(),
    periodTo: z.string(),
    tiedBy: ColleagueOutput,
    tiedAt: IsoDateTimeOutput,
  }).nullable(),
  /** Every tie and untie, the latest first. */
  requestHistory: z.array(RequestTieOutput),
  createdBy: ColleagueOutput,
  createdAt: IsoDateTimeOutput,
  updatedAt: IsoDateTimeOutput,
  /** In the list's order; `rankedIds` gives the best-voted first, the order 'Book the top N' takes. */
  entries: z.array(ShortlistEntryOutput),
  rankedIds: z.array(z.string()),
  limits: z.object({ compareMax: z.number(), bookTopMax: z.number(), commentMax: z.number() }),
});

export const ShortlistSummaryOutput = z.object({
  id: z.string(),
  name: z.string(),
  createdBy: ColleagueOutput,
  createdAt: IsoDateTimeOutput,
  updatedAt: IsoDateTimeOutput,
  entryCount: z.number(),
});
export const ShortlistListOutput = z.object({ items: z.array(ShortlistSummaryOutput) });
/** The company's client requests a list can be tied to, by title, the latest changed first. */
export const ShortlistRequestChoicesOutput = z.object({
  items: z.array(z.object({ id: z.string(), title: z.string(), periodFrom: z.string(), periodTo: z.string() })),
});

/** One column of the comparison: the terms priced as the cart prices them, availability from real reservations. */
export const ComparedEntryOutput = z.object({
  entryId: z.string(),
  kind: entryKind,
  specialistUuid: z.string().nullable(),
  teamId: z.string().nullable(),
  /** A team's members; its prices are theirs together, its busy days any member's. */
  members: z.array(TeamMemberOutput),
  name: z.string(),
  surname: z.string(),
  photoUrl: z.string().nullable(),
  specialization: z.string().nullable(),
  grade: z.string().nullable(),
  keySkills: z.array(z.string()),
  /** The key skills the list needs, to highlight, and how many of the list's skills the entry has. */
  neededKeySkills: z.array(z.string()),
  neededCovered: z.number(),
  languages: z.array(z.object({ language: z.string(), level: z.string() })),
  priceCents: z.number().nullable(),
  amountMonth: z.number().nullable(),
  amountTotal: z.number().nullable(),
  availability: z.union([
    z.object({ available: z.literal(true) }),
    z.object({ available: z.literal(false), reason: z.enum(unavailabilityReasons) }),
  ]),
  /** The days of the period already taken (client bookings and the agency's 'not available'), clipped to the period. */
  busyInPeriod: z.array(z.object({ startPeriod: z.string(), endPeriod: z.string() })),
  votes: VotesOutput,
});
export const ComparisonOutput = z.object({
  startPeriod: z.string(),
  endPeriod: z.string(),
  workFormat: z.enum(workFormats),
  hours: z.number().nullable(),
  /** The skills the list needs, its request's key skills first ('N of M needed skills' counts against them). */
  neededSkills: z.array(z.string()),
  items: z.array(ComparedEntryOutput),
});

export const BookTopOutput = z.object({
  /** The entries now in the cart, best-voted first. */
  booked: z.array(
    z.object({
      entryId: z.string(),
      specialistUuid: z.string().nullable(),
      teamId: z.string().nullable(),
      name: z.string(),
    }),
  ),
  /** The entries the cart refused, with its reason in words. */
  refused: z.array(
    z.object({
      entryId: z.string(),
      specialistUuid: z.string().nullable(),
      teamId: z.string().nullable(),
      name: z.string(),
      code: z.string(),
      message: z.string(),
    }),
  ),
  cartCount: z.number(),
});
