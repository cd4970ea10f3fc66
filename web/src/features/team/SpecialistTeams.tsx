import { Alert, Anchor, Avatar, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { PublicTeamOutput } from '../../../../application/team/schemas';
import { useTRPC } from '../../app/trpc';
import { formatHourlyPrice } from '../../kit/format';

/** The teams of a catalogue card and whether it is booked only with one; the page shows them under the card. */
export const useSpecialistTeams = (specialistId: string) => {
  const trpc = useTRPC();
  return useQuery(trpc.team.ofSpecialist.queryOptions({ specialistId }));
};

/**
 * 'Part of team X': each team the specialist belongs to, with its members and their catalogue prices, and the way to
 * book it whole (`book`, which the page composes from the cart). An unavailable team says why and offers nothing.
 */
export const SpecialistTeams = ({
  teams,
  book,
}: {
  readonly teams: readonly PublicTeamOutput[];
  readonly book: (team: PublicTeamOutput) => ReactNode;
}) => {
  if (teams.length === 0) return null;
  return (
    <Stack component="section" aria-labelledby="teams-title" gap="md" mt="xl">
      <Title id="teams-title" order={2} size="h4">
        Teams
      </Title>
      {teams.map((team) => (
        <Card key={team.id} withBorder radius="md" component="article" aria-label={`Part of team ${team.name}`}>
          <Group justify="space-between" align="flex-start" wrap="wrap">
            <div>
              <Text fw={600}>Part of team {team.name}</Text>
              {team.description ? (
                <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-line' }}>
                  {team.description}
                </Text>
              ) : null}
            </div>
            {team.available ? (
              book(team)
            ) : (
              <Badge color="red.9" variant="filled">
                Unavailable
              </Badge>
            )}
          </Group>
          <Stack
            component="ul"
            gap={6}
            mt="sm"
            aria-label={`Members of ${team.name}`}
            style={{ listStyle: 'none', padding: 0, margin: 0 }}
          >
            {team.members.map((m) => (
              <Group component="li" key={m.specialistId} gap="sm" wrap="nowrap" justify="space-between">
                <Group gap="sm" wrap="nowrap">
                  <Avatar
                    src={m.photoUrl}
                    alt=""
                    size="sm"
                    radius="xl"
                    color="indigo"
                  >{`${m.name[0] ?? ''}${m.surnameInitial[0] ?? ''}`}</Avatar>
                  <div>
                    <Anchor component={Link} to={`/specialist/${m.specialistId}`} size="sm" c="indigo.8">
                      {m.name} {m.surnameInitial}
                    </Anchor>
                    <Text size="xs" c="dimmed">
                      {[m.specialization, m.city].filter(Boolean).join(' · ')}
                    </Text>
                  </div>
                </Group>
                <Text size="sm">{formatHourlyPrice(m.catalogPriceCents)}</Text>
              </Group>
            ))}
          </Stack>
          {!team.available ? (
            <Alert color="orange" mt="sm" variant="light">
              {team.membersOutOfCatalogue === 1 ? 'One member is' : `${team.membersOutOfCatalogue} members are`} not
              available in the catalogue right now, so the team cannot be booked.
            </Alert>
          ) : null}
        </Card>
      ))}
    </Stack>
  );
};
