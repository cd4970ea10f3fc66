import { Alert, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import type { CartTeamView } from '../../../../application/cart/cartView';
import type { BookingLimits } from '../../../../domain/cart/cart.period';
import { formatMoney } from '../../kit/format';
import { CartItemCard } from './CartItemCard';
import { cartErrorOf, useCartMutations } from './useCart';
import { countOf } from '../../kit/plural';

/**
 * A team in the request: its name, what its available members cost, and each member's card (dates can change per
 * member). The team is removed only whole; one the agency has since deleted says so and stays as added.
 */
export const CartTeamCard = ({
  team,
  limits,
  extraAction,
}: {
  readonly team: CartTeamView;
  readonly limits: BookingLimits;
  /** What the page adds beside 'Remove team' (the shortlists' 'Save to list'): the cart does not know it. */
  readonly extraAction?: ReactNode;
}) => {
  const { remove } = useCartMutations();
  const [error, setError] = useState<string | null>(null);
  return (
    <Card withBorder radius="md" component="section" aria-label={`Team ${team.name}`}>
      <Group justify="space-between" align="flex-start" wrap="wrap" mb="sm">
        <Stack gap={2}>
          <Group gap="xs">
            <Title order={2} size="h4">
              Team {team.name}
            </Title>
            {!team.current ? (
              <Badge color="dark" variant="outline">
                No longer offered
              </Badge>
            ) : null}
          </Group>
          <Text size="sm" c="dimmed">
            {countOf(team.specialists.length, 'specialist')}, booked together
          </Text>
        </Stack>
        <Stack gap={0} align="flex-end">
          <Text size="sm">Per month: {formatMoney(team.amountMonth)}</Text>
          <Text fw={700} aria-label={`Total for team ${team.name}`}>
            Total for the period: {formatMoney(team.amountTotal)}
          </Text>
        </Stack>
      </Group>
      {error ? (
        <Alert color="red" role="alert" mb="sm">
          {error}
        </Alert>
      ) : null}
      <Stack gap="sm">
        {team.specialists.map((item) => (
          <CartItemCard key={item.id} item={item} limits={limits} inTeam />
        ))}
      </Stack>
      <Group mt="sm">
        <Button
          size="xs"
          variant="default"
          loading={remove.isPending}
          onClick={() =>
            remove.mutate({ ids: team.specialists.map((s) => s.id) }, { onError: (e) => setError(cartErrorOf(e)) })
          }
        >
          Remove team
        </Button>
        {team.current ? extraAction : null}
      </Group>
    </Card>
  );
};
