import { Avatar, Group, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../app/trpc';
import { formatHourlyPrice } from '../../kit/format';
import { BookingDialog, type OwnWorkTerms } from './BookingDialog';
import { useCartMutations } from './useCart';

export type BookableSpecialist = {
  readonly id: string;
  readonly name: string;
  readonly surnameInitial: string;
  readonly photoUrl: string | null;
  readonly specialization: string;
  readonly city: string | null;
  readonly priceCents: number;
  /** The specialist's own work terms, when the page has them (the specialist's page); otherwise the popup asks. */
  readonly conditions?: OwnWorkTerms;
};

/** The reservation popup of one specialist: the booking dialog, starting from the specialist's own work format. */
export const ReservationModal = ({
  specialist,
  opened,
  onClose,
}: {
  readonly specialist: BookableSpecialist;
  readonly opened: boolean;
  readonly onClose: () => void;
}) => {
  const trpc = useTRPC();
  const { add } = useCartMutations();
  // From a catalogue card the terms are not on the card: the specialist's page answer has them.
  const card = useQuery({ ...trpc.catalog.info.queryOptions({ id: specialist.id }), enabled: !specialist.conditions });
  const conditions = specialist.conditions ?? card.data?.conditions ?? null;
  const name = `${specialist.name} ${specialist.surnameInitial}`;
  return (
    <BookingDialog
      opened={opened}
      onClose={onClose}
      title={`Book ${name}`}
      who={
        <Group wrap="nowrap">
          <Avatar
            src={specialist.photoUrl}
            alt=""
            size={48}
            radius="xl"
            color="indigo"
          >{`${specialist.name[0] ?? ''}${specialist.surnameInitial[0] ?? ''}`}</Avatar>
          <div>
            <Text fw={600}>{name}</Text>
            <Text size="sm" c="dimmed">
              {[specialist.specialization, specialist.city].filter(Boolean).join(' · ')} ·{' '}
              {formatHourlyPrice(specialist.priceCents)}
            </Text>
          </div>
        </Group>
      }
      hourlyPrices={[specialist.priceCents]}
      hoursNote="h a week"
      own={conditions ? { name, terms: conditions } : null}
      submitLabel="Add to request"
      add={add}
      onAdd={(terms, done) => add.mutate({ specialistUuid: specialist.id, ...terms }, { onSuccess: done })}
    />
  );
};
