import { Group, Stack, Text, TextInput } from '@mantine/core';
import { DatePicker } from '@mantine/dates';
import { useState } from 'react';
import { daysBetween, isIsoDate, type DatePeriod } from '../../../../domain/shared/dates';
import { isDayDisabled, noPick, pickDay, type RangePick, type ReservationLimits } from './rangePick';

type Props = {
  readonly value: DatePeriod | null;
  readonly onChange: (period: DatePeriod) => void;
  readonly limits: ReservationLimits;
  /** The platform's date (UTC), `yyyy-MM-dd`: earlier days cannot be chosen. */
  readonly today: string;
  readonly error?: string | null;
};

/**
 * A reservation period: a calendar in the seeds' range mode (first click: start and an end at the minimum length;
 * second click: extend either way) and the two dates as fields for the keyboard.
 */
export const RangeDatePicker = ({ value: period, onChange, limits, today, error }: Props) => {
  const [pick, setPick] = useState<RangePick>(period ? { period, picks: 2 } : noPick);
  const choose = (day: string) => {
    const next = pickDay(pick, day, limits);
    setPick(next);
    if (next.period) onChange(next.period);
  };
  const typed = (key: keyof DatePeriod, date: string) => {
    if (!isIsoDate(date)) return;
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
        ariaLabels={{
          previousMonth: 'Previous month',
          nextMonth: 'Next month',
          monthLevelControl: 'Choose the month',
          yearLevelControl: 'Choose the year',
          previousYear: 'Previous year',
          nextYear: 'Next year',
          previousDecade: 'Previous decade',
          nextDecade: 'Next decade',
        }}
      />
      <Group grow align="flex-start">
        <TextInput
          type="date"
          label="Start date"
          min={today}
          value={period?.startPeriod ?? ''}
          onChange={(e) => typed('startPeriod', e.currentTarget.value)}
        />
        <TextInput
          type="date"
          label="End date"
          min={today}
          value={period?.endPeriod ?? ''}
          onChange={(e) => typed('endPeriod', e.currentTarget.value)}
        />
      </Group>
      <Text size="sm" c={error ? 'red' : 'dimmed'} role={error ? 'alert' : undefined}>
        {error ??
          (period
            ? `${daysBetween(period.startPeriod, period.endPeriod)} days booked`
            : `Pick the first day; the period is at least ${limits.minReservationDays} days`)}
      </Text>
      <Text size="xs" c="dimmed">
        Minimum booking period: {limits.minReservationDays} days; shorter than {limits.maxReservationDays} days.
      </Text>
    </Stack>
  );
};
