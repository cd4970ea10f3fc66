import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import { itemAmounts, type WorkFormat } from '../../../../domain/cart/cart.amounts';
import { RangeDatePicker } from '../../kit/dates/RangeDatePicker';
import { formatMoney } from '../../kit/format';
import { AddedSpecialists } from './AddedSpecialists';
import { cartErrorOf, useCart } from './useCart';
import { useBookingTerms } from './useBookingTerms';
import { WorkTermsFields } from './WorkTermsFields';

/** How a specialist works, as their card says: the formats they take and, part-time, their hours a week. */
export type OwnWorkTerms = { readonly workFormats: readonly string[]; readonly hoursPerWeek: number };

/** The format a booking starts from: the specialist's own (part-time with their hours when that is all they take). */
const startingTermsOf = (own: OwnWorkTerms): { workFormat: WorkFormat; hours: number | '' } | null => {
  if (own.workFormats.length === 0) return null;
  if (own.workFormats.includes('full-time')) return { workFormat: 'full-time', hours: own.hoursPerWeek || 20 };
  return { workFormat: 'part-time', hours: own.hoursPerWeek > 0 ? own.hoursPerWeek : 20 };
};

/** What the client chose against what the specialist offers, in words; null when they agree. */
const mismatchOf = (who: string, own: OwnWorkTerms, workFormat: WorkFormat, hours: number | ''): string | null => {
  const offered = own.workFormats.includes('part-time') && own.hoursPerWeek > 0;
  if (own.workFormats.length > 0 && !own.workFormats.includes(workFormat))
    return workFormat === 'full-time'
      ? `${who} works part-time${offered ? `, ${own.hoursPerWeek} h a week` : ''}: full-time is not what they offer. The agency may decline or propose other terms.`
      : `${who} works full-time: part-time is not what they offer. The agency may decline or propose other terms.`;
  if (workFormat === 'part-time' && offered && hours !== '' && hours > own.hoursPerWeek)
    return `${who} works ${own.hoursPerWeek} h a week: ${hours} h is more than they offer. The agency may decline or propose other terms.`;
  return null;
};

type BookingDialogProps = {
  readonly opened: boolean;
  readonly onClose: () => void;
  /** 'Book Anna S.' or 'Book team Checkout crew'. */
  readonly title: string;
  /** Who is booked, above the terms. */
  readonly who: ReactNode;
  /** The hourly catalogue prices of everyone booked (one for a specialist, each member's for a team). */
  readonly hourlyPrices: readonly number[];
  /** 'h a week' or 'h a week each'. */
  readonly hoursNote: string;
  /** The specialist's own terms: the dialog starts from them and warns when the client picks others. */
  readonly own?: { readonly name: string; readonly terms: OwnWorkTerms } | null;
  readonly submitLabel: string;
  readonly add: {
    readonly isPending: boolean;
    readonly isError: boolean;
    readonly error: unknown;
    readonly reset: () => void;
  };
  readonly onAdd: (terms: ReturnType<ReturnType<typeof useBookingTerms>['termsOf']>, done: () => void) => void;
};

/** The one booking popup (a specialist or a whole team): a period, a work format, what it costs; then the request. */
export const BookingDialog = ({
  opened,
  onClose,
  title,
  who,
  hourlyPrices,
  hoursNote,
  own = null,
  submitLabel,
  add,
  onAdd,
}: BookingDialogProps) => {
  const cart = useCart();
  const terms = useBookingTerms(cart.data);
  const { period, setPeriod, workFormat, setWorkFormat, hours, setHours, added, hoursPerWeek, ready } = terms;
  // The specialist's own format is the starting point until the client changes it.
  const touched = useRef(false);
  const starting = own ? startingTermsOf(own.terms) : null;
  useEffect(() => {
    if (!starting || touched.current) return;
    setWorkFormat(starting.workFormat);
    setHours(starting.hours);
  }, [starting?.workFormat, starting?.hours]);
  const amounts = ready ? hourlyPrices.map((price) => itemAmounts(price, hoursPerWeek, ready)) : null;
  const mismatch = own ? mismatchOf(own.name, own.terms, workFormat, hours) : null;

  const close = () => {
    terms.reset();
    add.reset();
    touched.current = false;
    onClose();
  };
  const submit = () => {
    if (ready) onAdd(terms.termsOf(ready), terms.succeeded);
  };

  return (
    <Modal
      closeButtonProps={{ 'aria-label': 'Close' }}
      opened={opened}
      onClose={close}
      title={added ? 'Added to your interview request' : title}
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
          {who}
          {cart.isError ? (
            <Alert color="red" role="alert">
              {cartErrorOf(cart.error)}
            </Alert>
          ) : null}
          <RangeDatePicker
            value={period}
            onChange={setPeriod}
            limits={terms.limits}
            today={terms.today}
            error={terms.periodError}
          />
          <WorkTermsFields
            workFormat={workFormat}
            onWorkFormat={(format) => {
              touched.current = true;
              setWorkFormat(format);
            }}
            hours={hours}
            onHours={(value) => {
              touched.current = true;
              setHours(value);
            }}
          />
          {mismatch ? (
            <Alert color="yellow" variant="light" role="status" title="Not the specialist's own work format">
              {mismatch}
            </Alert>
          ) : null}
          {amounts ? (
            <Text aria-live="polite">
              Per month: {formatMoney(amounts.reduce((sum, a) => sum + a.amountMonth, 0))} · Total for the period:{' '}
              {formatMoney(amounts.reduce((sum, a) => sum + a.amountTotal, 0))} ({hoursPerWeek} {hoursNote})
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
              disabled={!period || terms.periodError !== null || hoursPerWeek === 0}
            >
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
};
