import { isInCatalogue, type SpecialistStatus } from '../../domain/specialist/specialist.status';
import { surnameInitialOf } from '../../domain/specialist/publicName';
import { isTeamBookable } from '../../domain/team/team.rules';
import { PublicTeamOutput, TeamOutput } from './schemas';
import type { TeamMemberRow, TeamRow } from './teamPorts';

export const memberInCatalogue = (member: Pick<TeamMemberRow, 'status'>): boolean =>
  isInCatalogue(member.status as SpecialistStatus);

/** The agency's and the managers' view, through its output schema. */
export const toTeamOutput = (team: TeamRow): TeamOutput =>
  TeamOutput.parse({
    ...team,
    createdAt: team.createdAt.toISOString(),
    updatedAt: team.updatedAt.toISOString(),
    available: isTeamBookable(team.members.map((m) => ({ inCatalogue: memberInCatalogue(m) }))),
    members: team.members.map((m) => ({ ...m, inCatalogue: memberInCatalogue(m) })),
  });

/** The catalogue's view: only members in the catalogue by name and price; no agency, no full surname. */
export const toPublicTeam = (team: TeamRow, priceOf: (hourPriceCents: number) => number): PublicTeamOutput => {
  const listed = team.members.filter(memberInCatalogue);
  return PublicTeamOutput.parse({
    id: team.id,
    name: team.name,
    description: team.description,
    available: isTeamBookable(team.members.map((m) => ({ inCatalogue: memberInCatalogue(m) }))),
    membersOutOfCatalogue: team.members.length - listed.length,
    members: listed.map((m) => ({
      specialistId: m.specialistId,
      name: m.name,
      surnameInitial: surnameInitialOf(m.surname),
      photoUrl: m.photoUrl,
      specialization: m.specialization,
      city: m.city,
      catalogPriceCents: priceOf(m.hourPriceCents),
      teamOnly: m.teamOnly,
    })),
  });
};
