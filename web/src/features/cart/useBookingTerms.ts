import { useState } from 'react';
import { hoursPerWeekOf, type WorkFormat } from '../../../../domain/cart/cart.amounts';
import { checkBookingPeriod, type BookingPeriod } from '../../../../domain/cart/cart.period';
import { isoDateOf } from '../../../../domain/shared/dates';
import type { CartView } from '../../../../application/cart/cartView';

/** Until the cart answers with the platform's limits, the seeds' defaults. */
const defaultLimits = { minReservationDays: 90, maxReservationDays: 365 };

/**
 * What a booking popup asks (period, work format, hours) and what follows from it by the domain's rules: the period's
 * error, the hours a week, and the terms as the cart's add calls take them. One click id per addition, so a repeated
 * click adds once; a new one after each success.
 */
export const useBookingTerms = (cart: CartView | undefined) => {
  const [period, setPeriod] = useState<BookingPeriod | null>(null);
  const [workFormat, setWorkFormat] = useState<WorkFormat>('full-time');
  const [hours, setHours] = useState<number | ''>(20);
  const [requestId, setRequestId] = useState(() => crypto.randomUUID());
  const [added, setAdded] = useState(false);
  const today = isoDateOf(new Date());
  const limits = cart ?? defaultLimits;
  const periodError = period
    ? checkBookingPeriod(period, today, limits).match(
        () => null,
        (e) => e.message,
      )
    : null;
  const hoursPerWeek = hoursPerWeekOf(workFormat, hours === '' ? null : hours);
  const ready = period !== null && periodError === null && hoursPerWeek > 0 ? period : null;
  return {
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
    /** The period when everything asked is valid; null otherwise. */
    ready,
    /** The terms of the add call, for a valid period. */
    termsOf: (p: BookingPeriod) => ({
      requestId,
      startPeriod: p.startPeriod,
      endPeriod: p.endPeriod,
      workFormat,
      hours: workFormat === 'part-time' ? (hours === '' ? null : hours) : null,
    }),
    succeeded: () => {
      setAdded(true);
      setRequestId(crypto.randomUUID());
    },
    reset: () => {
      setAdded(false);
      setPeriod(null);
    },
  };
};
