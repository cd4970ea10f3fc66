import { Anchor, Avatar, Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { TeamListOutput, TeamOutput } from '../../../../application/team/schemas';
import { ListBody } from '../../kit/list/ListBody';
import type { ListControls } from '../../kit/list/listState';

type Viewer = 'agency' | 'manager';

const memberLink = (viewer: Viewer, specialistId: string) =>
  viewer === 'agency' ? `/pa/specialists/${specialistId}` : `/manager/specialists/${specialistId}`;

/** One team: its name, whether it can be booked now, its members with their team-only and catalogue marks, and its actions. */
export const TeamCard = ({
  team,
  viewer,
  onEdit,
  onDelete,
}: {
  readonly team: TeamOutput;
  readonly viewer: Viewer;
  readonly onEdit: () => void;
  readonly onDelete: () => void;
}) => {
  const outOfCatalogue = team.members.filter((m) => !m.inCatalogue).length;
  return (
    <Card withBorder radius="md" component="article" aria-label={team.name}>
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Stack gap={2}>
          <Title order={2} size="h4">
            {team.name}
          </Title>
          {viewer === 'manager' ? (
            <Text size="sm" c="dimmed">
              Agency: {team.agencyName}
            </Text>
          ) : null}
        </Stack>
        {team.available ? (
          <Badge color="teal.9" variant="filled">
            Bookable
          </Badge>
        ) : (
          <Badge color="red.9" variant="filled">
            Unavailable
          </Badge>
        )}
      </Group>
      {team.description ? (
        <Text size="sm" mt="xs" style={{ whiteSpace: 'pre-line' }}>
          {team.description}
        </Text>
      ) : null}
      {!team.available ? (
        <Text size="sm" c="red.9" mt="xs">
          {outOfCatalogue === 1 ? 'One member is' : `${outOfCatalogue} members are`} not in the catalogue: clients
          cannot book the team until {outOfCatalogue === 1 ? 'the card is' : 'the cards are'} published again or taken
          out of the team.
        </Text>
      ) : null}
      <Stack
        component="ul"
        gap={6}
        mt="sm"
        aria-label={`Members of ${team.name}`}
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
        {team.members.map((m) => (
          <Group component="li" key={m.specialistId} gap="sm" wrap="nowrap">
            <Avatar
              src={m.photoUrl}
              alt=""
              size="sm"
              radius="xl"
              color="indigo"
            >{`${m.name[0] ?? ''}${m.surname[0] ?? ''}`}</Avatar>
            <Anchor component={Link} to={memberLink(viewer, m.specialistId)} size="sm" c="indigo.8">
              {m.name} {m.surname}
            </Anchor>
            {m.specialization ? (
              <Text size="sm" c="dimmed">
                {m.specialization}
              </Text>
            ) : null}
            {m.teamOnly ? (
              <Badge size="sm" variant="outline" color="dark">
                Team only
              </Badge>
            ) : null}
            {!m.inCatalogue ? (
              <Badge size="sm" variant="outline" color="dark">
                Not in catalogue
              </Badge>
            ) : null}
          </Group>
        ))}
      </Stack>
      <Group mt="md" gap="xs">
        <Button size="xs" variant="default" onClick={onEdit} aria-label={`Edit ${team.name}`}>
          Edit
        </Button>
        <Button size="xs" variant="default" onClick={onDelete} aria-label={`Delete ${team.name}`}>
          Delete
        </Button>
      </Group>
    </Card>
  );
};

type TeamListProps = {
  readonly viewer: Viewer;
  readonly query: UseQueryResult<TeamListOutput, unknown>;
  readonly list: ListControls;
  readonly onEdit: (team: TeamOutput) => void;
  readonly onDelete: (team: TeamOutput) => void;
  readonly emptyAction?: ReactNode;
};

/** The teams in the list's states: loading, failed, none yet, none under the filters, or the cards with pages. */
export const TeamList = ({ viewer, query, list, onEdit, onDelete, emptyAction }: TeamListProps) => (
  <ListBody
    query={query}
    list={list}
    loadingRows={8}
    words={{
      noun: 'teams',
      empty: {
        title: viewer === 'agency' ? 'No teams yet' : 'No agency has a team yet',
        // Full-contrast text: the empty state's own dimmed grey is below 4.5:1 on white.
        description:
          viewer === 'agency' ? (
            <Text size="sm" c="dark.6">
              Group two or more of your published specialists into a team that clients book together for one period.
            </Text>
          ) : undefined,
        action: emptyAction,
      },
      filteredEmpty: { title: 'No team matches', description: 'Change the search or the availability filter.' },
    }}
  >
    {(teams, refreshing) => (
      <SimpleGrid cols={{ base: 1, md: 2 }} style={{ opacity: refreshing ? 0.6 : 1 }} aria-busy={refreshing}>
        {teams.map((team) => (
          <TeamCard
            key={team.id}
            team={team}
            viewer={viewer}
            onEdit={() => onEdit(team)}
            onDelete={() => onDelete(team)}
          />
        ))}
      </SimpleGrid>
    )}
  </ListBody>
);
