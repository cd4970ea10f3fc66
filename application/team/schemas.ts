import { z } from 'zod';
import { TEAM_DESCRIPTION_MAX, TEAM_MAX_MEMBERS, TEAM_MIN_MEMBERS, TEAM_NAME_MAX } from '../../domain/team/team.rules';
import { PageQuery } from '../shared/pagination';
import { IsoDateTimeOutput } from '../shared/outputs';

/** The team's limits, for the form's counters and hints: the domain's, in one place. */
export const TEAM_LIMITS = {
  name: TEAM_NAME_MAX,
  description: TEAM_DESCRIPTION_MAX,
  minMembers: TEAM_MIN_MEMBERS,
  maxMembers: TEAM_MAX_MEMBERS,
} as const;

const uuid = z.uuid('Must be a UUID');
const name = z
  .string()
  .trim()
  .min(1, 'Required field')
  .max(TEAM_NAME_MAX, `Must be at most ${TEAM_NAME_MAX} characters`);
const description = z
  .string()
  .trim()
  .max(TEAM_DESCRIPTION_MAX, `Must be at most ${TEAM_DESCRIPTION_MAX} characters`)
  .default('');
/** The members as the seeds' cart call names them (`add-specialists`: teamId, specialists): card ids. */
const specialists = z
  .array(uuid)
  .min(TEAM_MIN_MEMBERS, `A team needs at least ${TEAM_MIN_MEMBERS} specialists`)
  .max(TEAM_MAX_MEMBERS, `A team holds at most ${TEAM_MAX_MEMBERS} specialists`);

/** What the team form sends; the browser checks it with the same schema. */
export const TeamFields = z.object({ name, description, specialists });
export type TeamFields = z.input<typeof TeamFields>;

export const CreateTeamInput = TeamFields;
/** `version`: the one the editor loaded; a save over a newer change answers 409 instead of overwriting it. */
export const UpdateTeamInput = TeamFields.extend({ teamId: uuid, version: z.number().int().min(1).optional() });
export const TeamIdInput = z.object({ teamId: uuid });
export const SpecialistTeamsInput = z.object({ specialistId: uuid });

const flag = z.enum(['true', 'false']).transform((v) => v === 'true');
const search = z.string().trim().max(100).optional();

/** The agency's own teams. */
export const AgencyTeamListInput = PageQuery.extend({ search, available: flag.optional() });
/** Every agency's teams, for managers: by agency, by member, by availability, by name or agency name. */
export const ManagerTeamListInput = AgencyTeamListInput.extend({
  agencyId: uuid.optional(),
  specialistId: uuid.optional(),
});
/** The cards a team can take: the agency's published ones (a manager names the agency). */
export const MemberChoicesInput = z.object({ agencyId: uuid.optional(), search });

export const TeamMemberOutput = z.object({
  specialistId: z.string(),
  name: z.string(),
  surname: z.string(),
  photoUrl: z.string().nullable(),
  specialization: z.string().nullable(),
  /** The card's status now: a member out of the catalogue makes the team unavailable. */
  status: z.string(),
  inCatalogue: z.boolean(),
  teamOnly: z.boolean(),
});

/** A team as its agency and managers read it. */
export const TeamOutput = z.object({
  id: z.string(),
  agencyId: z.string(),
  agencyName: z.string(),
  name: z.string(),
  description: z.string(),
  version: z.number().int(),
  available: z.boolean(),
  members: z.array(TeamMemberOutput),
  createdAt: IsoDateTimeOutput,
  updatedAt: IsoDateTimeOutput,
});
export type TeamOutput = z.output<typeof TeamOutput>;

export const TeamListOutput = z.object({
  items: z.array(TeamOutput),
  meta: z.object({ page: z.number().int(), count: z.number().int(), total: z.number().int() }),
});
export type TeamListOutput = z.output<typeof TeamListOutput>;

export const MemberChoicesOutput = z.array(
  z.object({
    specialistId: z.string(),
    name: z.string(),
    surname: z.string(),
    specialization: z.string().nullable(),
    teamOnly: z.boolean(),
  }),
);

/**
 * A team as the catalogue shows it to anyone: no agency, surnames shortened, catalogue prices; only members in the
 * catalogue are named, the others counted, and a team with any member out of the catalogue is not `available`.
 */
export const PublicTeamOutput = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  available: z.boolean(),
  membersOutOfCatalogue: z.number().int(),
  members: z.array(
    z.object({
      specialistId: z.string(),
      name: z.string(),
      surnameInitial: z.string(),
      photoUrl: z.string().nullable(),
      specialization: z.string().nullable(),
      city: z.string().nullable(),
      catalogPriceCents: z.number().int(),
      teamOnly: z.boolean(),
    }),
  ),
});
export type PublicTeamOutput = z.output<typeof PublicTeamOutput>;

/** The teams a catalogue card belongs to, and whether the card can be booked only with one of them. */
export const SpecialistTeamsOutput = z.object({ teamOnly: z.boolean(), teams: z.array(PublicTeamOutput) });
export type SpecialistTeamsOutput = z.output<typeof SpecialistTeamsOutput>;

export const TeamDeletedOutput = z.object({ teamId: z.string(), deleted: z.literal(true) });
