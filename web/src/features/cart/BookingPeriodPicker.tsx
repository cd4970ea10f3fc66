import { Group, Stack, Text, TextInput } from '@mantine/core';
import { DatePicker } from '@mantine/dates';
import { useState } from 'react';
import type { BookingLimits, BookingPeriod } from '../../../../domain/cart/cart.period';
import { bookingDays } from '../../../../domain/cart/cart.period';
import { isDayDisabled, noPick, pickDay, type RangePick } from './rangePick';

type Props = {
  readonly value: BookingPeriod | null;
  readonly onChange: (period: BookingPeriod) => void;
  readonly limits: BookingLimits;
  readonly today: string;
  readonly error?: string | null;
};

/**
 * The booking period: a calendar in the seeds' range mode (first click: start and an end at the minimum length;
 * second click: extend either way) and the two dates as fields for the keyboard.
 */
export const BookingPeriodPicker = ({ value, onChange, limits, today, error }: Props) => {
  const [pick, setPick] = useState<RangePick>(value ? { period: value, picks: 2 } : noPick);
  const period = value;
  const choose = (day: string) => {
    const next = pickDay(pick, day, limits);
    setPick(next);
    if (next.period) onChange(next.period);
  };
  const typed = (key: keyof BookingPeriod, date: string) => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return;
    const next = { startPeriod: period?.startPeriod ?? date, endPeriod: period?.endPeriod ?? date, [key]: date };
    setPick({ period: next, picks: 2 });
    onChange(next);
  };
  const inside = (day: string) => period !== null && day >= period.startPeriod && day <= period.endPeriod;

  return (
    <Stack gap="xs">
      <DatePicker
        numberOfColumns={2}
        minDate={today}
        defaultDate={period?.startPeriod ?? today}
        excludeDate={(day) => isDayDisabled(day, pick, today, limits)}
        getDayProps={(day) => ({
          selected: period !== null && (day === period.startPeriod || day === period.endPeriod),
          inRange: inside(day),
          firstInRange: period?.startPeriod === day,
          lastInRange: period?.endPeriod === day,
          onClick: () => choose(day),
        })}
        aria-label="Booking period calendar"
      />
      <Group grow align="flex-start">
        <TextInput type="date" label="Start date" min={today} value={period?.startPeriod ?? ''} onChange={(e) => typed('startPeriod', e.currentTarget.value)} />
        <TextInput type="date" label="End date" min={today} value={period?.endPeriod ?? ''} onChange={(e) => typed('endPeriod', e.currentTarget.value)} />
      </Group>
      <Text size="sm" c={error ? 'red' : 'dimmed'} role={error ? 'alert' : undefined}>
        {error ?? (period ? `${bookingDays(period)} days booked` : `Pick the first day; the period is at least ${limits.minReservationDays} days`)}
      </Text>
      <Text size="xs" c="dimmed">Minimum booking period: {limits.minReservationDays} days; shorter than {limits.maxReservationDays} days.</Text>
    </Stack>
  );
};
