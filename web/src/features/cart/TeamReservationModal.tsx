import { List, Text } from '@mantine/core';
import { formatHourlyPrice } from '../../kit/format';
import { BookingDialog } from './BookingDialog';
import { useCartMutations } from './useCart';

export type BookableTeam = {
  readonly id: string;
  readonly name: string;
  readonly members: readonly {
    readonly specialistId: string;
    readonly name: string;
    readonly surnameInitial: string;
    readonly catalogPriceCents: number;
  }[];
};

/** The reservation popup of a whole team: the booking dialog with one period and work format for every member. */
export const TeamReservationModal = ({
  team,
  opened,
  onClose,
}: {
  readonly team: BookableTeam;
  readonly opened: boolean;
  readonly onClose: () => void;
}) => {
  const { addTeam } = useCartMutations();
  return (
    <BookingDialog
      opened={opened}
      onClose={onClose}
      title={`Book team ${team.name}`}
      who={
        <>
          <Text size="sm">The team is booked whole: every member for the same period.</Text>
          <List size="sm" aria-label={`Members of ${team.name}`}>
            {team.members.map((m) => (
              <List.Item key={m.specialistId}>
                {m.name} {m.surnameInitial} · {formatHourlyPrice(m.catalogPriceCents)}
              </List.Item>
            ))}
          </List>
        </>
      }
      hourlyPrices={team.members.map((m) => m.catalogPriceCents)}
      hoursNote="h a week each"
      submitLabel="Add team to request"
      add={addTeam}
      onAdd={(terms, done) =>
        addTeam.mutate(
          { teamId: team.id, specialists: team.members.map((m) => m.specialistId), ...terms },
          { onSuccess: done },
        )
      }
    />
  );
};
