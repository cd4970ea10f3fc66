import { Alert, Button, Card, Container, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useSession } from '../../app/session/SessionProvider';
import { useTRPC } from '../../app/trpc';
import { CartItemCard } from '../../features/cart/CartItemCard';
import { CartTeamCard } from '../../features/cart/CartTeamCard';
import { SaveToList } from '../../features/shortlist/SaveToList';
import { ContractRequiredAlert } from '../../features/contract/ContractRequiredAlert';
import { cartErrorOf, useCart, useCartMutations, useIsClient } from '../../features/cart/useCart';
import { formatMoney } from '../../kit/format';
import { EmptyList } from '../../kit/EmptyList';
import { ErrorState } from '../../kit/ErrorState';
import { LoadingState } from '../../kit/LoadingState';
import { countOf } from '../../kit/plural';

/** `/myrequest`, 'Interview request': the client's cart with the period of each specialist and the totals. */
export const MyRequestPage = () => {
  const isClient = useIsClient();
  const cart = useCart();
  const trpc = useTRPC();
  const { profile } = useSession();
  // The server's answer to 'may this client send a request?', asked before the request is built.
  const requestInit = useQuery({ ...trpc.interview.init.queryOptions(), enabled: isClient });
  const { remove } = useCartMutations();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());

  if (!isClient) {
    return (
      <Container size="lg" py="xl">
        <Title order={1}>Interview request</Title>
        <Alert mt="md" color="blue">
          Only client companies book specialists. Log in with a client account to collect specialists for an interview.
        </Alert>
      </Container>
    );
  }
  if (cart.isPending)
    return (
      <Container size="lg" py="xl">
        <LoadingState rows={6} label="Loading your request" />
      </Container>
    );
  if (cart.isError)
    return (
      <Container size="lg" py="xl">
        <ErrorState message={cartErrorOf(cart.error)} onRetry={() => void cart.refetch()} />
      </Container>
    );

  const data = cart.data;
  const items = [...data.specialists.items, ...data.teams.items.flatMap((t) => t.specialists)];
  const available = items.filter((i) => i.availability.available);
  const unavailable = items.length - available.length;
  const toggle = (id: string, on: boolean) =>
    setSelected((s) => {
      const next = new Set(s);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  // Only single specialists are chosen one by one; a team is removed whole from its own card.
  const chosen = [...selected].filter((id) => data.specialists.items.some((i) => i.id === id));
  const teamCount = data.teams.items.length;

  return (
    <Container size="xl" py="xl">
      <Title order={1} mb="lg">
        Interview request
      </Title>
      {requestInit.data && !requestInit.data.contractSigned ? (
        <ContractRequiredAlert manager={profile?.personalManager} />
      ) : null}
      {items.length === 0 ? (
        <EmptyList
          title="Your request is empty"
          description="Find specialists in the catalogue and book them for the period you need; then schedule an interview here."
          action={
            <Button component={Link} to="/staff">
              Find specialists
            </Button>
          }
        />
      ) : (
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Group justify="space-between" mb="sm">
              <Text c="dimmed">
                {countOf(items.length, 'specialist')}
                {teamCount > 0 ? `, ${countOf(teamCount, 'team')}` : ''}
              </Text>
              <Button
                variant="subtle"
                color="red"
                disabled={chosen.length === 0}
                loading={remove.isPending}
                onClick={() => remove.mutate({ ids: chosen }, { onSuccess: () => setSelected(new Set()) })}
              >
                Remove selected ({chosen.length})
              </Button>
            </Group>
            {remove.isError ? (
              <Alert color="red" role="alert" mb="sm">
                {cartErrorOf(remove.error)}
              </Alert>
            ) : null}
            <Stack component="section" aria-label="Specialists in the request">
              {data.specialists.items.map((item) => (
                <CartItemCard
                  key={item.id}
                  item={item}
                  limits={data}
                  selected={selected.has(item.id)}
                  onSelect={(on) => toggle(item.id, on)}
                  extraAction={
                    <SaveToList
                      specialist={{ id: item.specialistUuid, name: item.name, surnameInitial: item.surname }}
                      size="xs"
                      variant="subtle"
                    />
                  }
                />
              ))}
              {data.teams.items.map((team) => (
                <CartTeamCard
                  key={team.teamId}
                  team={team}
                  limits={data}
                  extraAction={<SaveToList team={{ id: team.teamId, name: team.name }} size="xs" variant="subtle" />}
                />
              ))}
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Card withBorder radius="md" component="section" aria-label="Summary">
              <Title order={2} size="h4">
                Summary
              </Title>
              <Stack gap={4} mt="sm">
                <Group justify="space-between">
                  <Text>Specialists</Text>
                  <Text>{formatMoney(data.amountSpecialists)}</Text>
                </Group>
                {teamCount > 0 ? (
                  <Group justify="space-between">
                    <Text>Teams</Text>
                    <Text aria-label="Total for teams">{formatMoney(data.amountTeams)}</Text>
                  </Group>
                ) : null}
                <Group justify="space-between">
                  <Text>Per month</Text>
                  <Text aria-label="Total a month">{formatMoney(data.amountMonth)}</Text>
                </Group>
                <Group justify="space-between">
                  <Text fw={700}>Total for the period</Text>
                  <Text fw={700} aria-label="Total for the periods">
                    {formatMoney(data.amountTotal)}
                  </Text>
                </Group>
              </Stack>
              <Text size="xs" c="dimmed" mt="xs">
                Full-time is 40 hours a week; a month is 52/12 weeks. Prices are the catalogue's, without VAT.
              </Text>
              {unavailable > 0 ? (
                <Alert color="orange" mt="sm">
                  {unavailable} {unavailable === 1 ? 'specialist is' : 'specialists are'} not available and will not be
                  in the interview request. Change the dates or continue without them.
                </Alert>
              ) : null}
              {available.length === 0 ? (
                <Button fullWidth mt="md" disabled>
                  Schedule an interview
                </Button>
              ) : (
                <Button component={Link} to="/scheduling" fullWidth mt="md">
                  Schedule an interview
                </Button>
              )}
            </Card>
          </Grid.Col>
        </Grid>
      )}
    </Container>
  );
};
