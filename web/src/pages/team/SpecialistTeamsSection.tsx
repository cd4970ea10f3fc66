import { TeamBookButton } from '../../features/cart/TeamBookButton';
import { SpecialistTeams } from '../../features/team/SpecialistTeams';
import type { PublicTeamOutput } from '../../../../application/team/schemas';

/** 'Part of team X' on the public specialist page, each bookable team with the cart's team booking. */
export const SpecialistTeamsSection = ({ teams }: { readonly teams: readonly PublicTeamOutput[] }) => (
  <SpecialistTeams teams={teams} book={(team) => <TeamBookButton team={team} size="sm" />} />
);
