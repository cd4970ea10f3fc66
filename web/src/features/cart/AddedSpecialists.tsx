import { Avatar, Card, Group, Stack, Text } from '@mantine/core';
import type { CartView } from '../../../../application/cart/cartView';
import { formatPeriod } from '../../kit/dates/formatPeriod';
import { formatHourlyPrice } from '../../kit/format';

const SHOWN = 5;

/** The seeds' popup cards: the specialists in the request (the latest five), each with its period and rate. */
export const AddedSpecialists = ({ cart }: { readonly cart: CartView }) => {
  const items = [...cart.specialists.items, ...cart.teams.items.flatMap((t) => t.specialists)].slice(-SHOWN).reverse();
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        {cart.count} in your request · minimum booking period {cart.minReservationDays} days
      </Text>
      <Stack
        gap="xs"
        component="ul"
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
        aria-label="Specialists in your request"
      >
        {items.map((item) => (
          <Card key={item.id} withBorder padding="sm" component="li">
            <Group wrap="nowrap" justify="space-between">
              <Group wrap="nowrap">
                <Avatar
                  src={item.photoUrl}
                  alt=""
                  radius="xl"
                  color="indigo"
                >{`${item.name[0] ?? ''}${item.surname[0] ?? ''}`}</Avatar>
                <div>
                  <Text fw={600}>
                    {item.name} {item.surname}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {[item.specialization, item.city].filter(Boolean).join(' · ')}
                  </Text>
                </div>
              </Group>
              <div style={{ textAlign: 'right' }}>
                <Text size="sm">{formatPeriod(item)}</Text>
                <Text size="sm" fw={600}>
                  {formatHourlyPrice(item.priceCents)}
                </Text>
              </div>
            </Group>
          </Card>
        ))}
      </Stack>
    </Stack>
  );
};
