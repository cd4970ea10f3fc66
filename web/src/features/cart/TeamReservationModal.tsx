import { Alert, Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { itemAmounts } from '../../../../domain/cart/cart.amounts';
import { RangeDatePicker } from '../../kit/dates/RangeDatePicker';
import { formatHourlyPrice, formatMoney } from '../../kit/format';
import { AddedSpecialists } from './AddedSpecialists';
import { cartErrorOf, useCart, useCartMutations } from './useCart';
import { useBookingTerms } from './useBookingTerms';
import { WorkTermsFields } from './WorkTermsFields';

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

/** The reservation popup for a whole team: one period and work format for every member, what the team costs; then the request. */
export const TeamReservationModal = ({
  team,
  opened,
  onClose,
}: {
  readonly team: BookableTeam;
  readonly opened: boolean;
  readonly onClose: () => void;
}) => {
  const cart = useCart();
  const { addTeam } = useCartMutations();
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
  const amounts = ready ? team.members.map((m) => itemAmounts(m.catalogPriceCents, hoursPerWeek, ready)) : null;

  const close = () => {
    reset();
    addTeam.reset();
    onClose();
  };
  const submit = () => {
    if (!ready) return;
    addTeam.mutate(
      { teamId: team.id, specialists: team.members.map((m) => m.specialistId), ...termsOf(ready) },
      { onSuccess: succeeded },
    );
  };

  return (
    <Modal
      closeButtonProps={{ 'aria-label': 'Close' }}
      opened={opened}
      onClose={close}
      title={added ? 'Added to your interview request' : `Book team ${team.name}`}
      size="xl"
    >
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
          <Text size="sm">The team is booked whole: every member for the same period.</Text>
          <List size="sm" aria-label={`Members of ${team.name}`}>
            {team.members.map((m) => (
              <List.Item key={m.specialistId}>
                {m.name} {m.surnameInitial} · {formatHourlyPrice(m.catalogPriceCents)}
              </List.Item>
            ))}
          </List>
          {cart.isError ? (
            <Alert color="red" role="alert">
              {cartErrorOf(cart.error)}
            </Alert>
          ) : null}
          <RangeDatePicker value={period} onChange={setPeriod} limits={limits} today={today} error={periodError} />
          <WorkTermsFields workFormat={workFormat} onWorkFormat={setWorkFormat} hours={hours} onHours={setHours} />
          {amounts ? (
            <Text aria-live="polite">
              Per month: {formatMoney(amounts.reduce((sum, a) => sum + a.amountMonth, 0))} · Total for the period:{' '}
              {formatMoney(amounts.reduce((sum, a) => sum + a.amountTotal, 0))} ({hoursPerWeek} h a week each)
            </Text>
          ) : null}
          {addTeam.isError ? (
            <Alert color="red" role="alert" title="Not added">
              {cartErrorOf(addTeam.error)}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button
              onClick={submit}
              loading={addTeam.isPending}
              disabled={!period || periodError !== null || hoursPerWeek === 0}
            >
              Add team to request
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
};
