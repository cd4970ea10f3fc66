import { Alert, Avatar, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { itemAmounts } from '../../../../domain/cart/cart.amounts';
import { RangeDatePicker } from '../../kit/dates/RangeDatePicker';
import { formatHourlyPrice, formatMoney } from '../../kit/format';
import { AddedSpecialists } from './AddedSpecialists';
import { cartErrorOf, useCart, useCartMutations } from './useCart';
import { useBookingTerms } from './useBookingTerms';
import { WorkTermsFields } from './WorkTermsFields';

export type BookableSpecialist = {
  readonly id: string;
  readonly name: string;
  readonly surnameInitial: string;
  readonly photoUrl: string | null;
  readonly specialization: string;
  readonly city: string | null;
  readonly priceCents: number;
};

/** The reservation popup: a period, a work format, what it costs; then the specialists added so far. */
export const ReservationModal = ({
  specialist,
  opened,
  onClose,
}: {
  readonly specialist: BookableSpecialist;
  readonly opened: boolean;
  readonly onClose: () => void;
}) => {
  const cart = useCart();
  const { add } = useCartMutations();
  const {
    period,
    setPeriod,
    workFormat,
    setWorkFormat,
    hours,
    setHours,
    added,
    today,
    limits,
    periodError,
    hoursPerWeek,
    ready,
    termsOf,
    succeeded,
    reset,
  } = useBookingTerms(cart.data);
  const amounts = ready ? itemAmounts(specialist.priceCents, hoursPerWeek, ready) : null;

  const close = () => {
    reset();
    add.reset();
    onClose();
  };
  const submit = () => {
    if (!ready) return;
    add.mutate({ specialistUuid: specialist.id, ...termsOf(ready) }, { onSuccess: succeeded });
  };
  const name = `${specialist.name} ${specialist.surnameInitial}`;

  return (
    <Modal opened={opened} onClose={close} title={added ? 'Added to your interview request' : `Book ${name}`} size="xl">
      {added && cart.data ? (
        <Stack>
          <AddedSpecialists cart={cart.data} />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Continue browsing
            </Button>
            <Button component={Link} to="/myrequest" onClick={close}>
              Go to the interview request
            </Button>
          </Group>
        </Stack>
      ) : (
        <Stack>
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
          {cart.isError ? (
            <Alert color="red" role="alert">
              {cartErrorOf(cart.error)}
            </Alert>
          ) : null}
          <RangeDatePicker value={period} onChange={setPeriod} limits={limits} today={today} error={periodError} />
          <WorkTermsFields workFormat={workFormat} onWorkFormat={setWorkFormat} hours={hours} onHours={setHours} />
          {amounts ? (
            <Text aria-live="polite">
              Per month: {formatMoney(amounts.amountMonth)} · Total for the period: {formatMoney(amounts.amountTotal)} (
              {hoursPerWeek} h a week)
            </Text>
          ) : null}
          {add.isError ? (
            <Alert color="red" role="alert" title="Not added">
              {cartErrorOf(add.error)}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button
              onClick={submit}
              loading={add.isPending}
              disabled={!period || periodError !== null || hoursPerWeek === 0}
            >
              Add to request
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
};
