import { Group } from '@mantine/core';
import { TeamBookButton } from '../../features/cart/TeamBookButton';
import { SaveToList } from '../../features/shortlist/SaveToList';
import { SpecialistTeams } from '../../features/team/SpecialistTeams';
import type { PublicTeamOutput } from '../../../../application/team/schemas';

/** 'Part of team X' on the public specialist page, each bookable team with the cart's team booking and the shortlists' 'Save to list'. */
export const SpecialistTeamsSection = ({ teams }: { readonly teams: readonly PublicTeamOutput[] }) => (
  <SpecialistTeams
    teams={teams}
    book={(team) => (
      <Group gap="xs">
        <TeamBookButton team={team} size="sm" />
        <SaveToList team={team} size="sm" />
      </Group>
    )}
  />
);
