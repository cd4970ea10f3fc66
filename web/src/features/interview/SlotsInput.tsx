import { Button, CloseButton, Group, List, Select, Stack, Text } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { useId, useState } from 'react';
import { checkSlot, MAX_SLOTS, slotFromZone, slotKey } from '../../../../domain/interview/interview.slots';
import { isIsoDate } from '../../../../domain/shared/dates';
import { formatSlot } from '../../kit/format';
import { browserTimeZone } from '../../kit/timeZone';
import type { InterviewSlot } from './candidateLabels';
import { hourOptionsOf, isPickableDay, todayInZone } from './slotPicker';

export type SlotsInputLabels = {
  readonly date: string;
  readonly time: string;
  /** The list's title, which also names it for screen readers. */
  readonly list: string;
};

type Props = {
  /** The chosen slots, in UTC (as sent and stored). */
  readonly slots: readonly InterviewSlot[];
  readonly onChange: (slots: InterviewSlot[]) => void;
  /** The platform's current time, `yyyy-MM-ddTHH:mm` (UTC). */
  readonly now: string;
  readonly labels: SlotsInputLabels;
  readonly error?: string | null | undefined;
};

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** What the date field takes: `2027-03-05`, or the words it shows (`Fri, 5 Mar 2027`, `5 Mar 2027`). */
const parseDay = (text: string): string | null => {
  const value = text.trim();
  if (isIsoDate(value)) return value;
  const words = /^(?:[a-z]{3},?\s+)?(\d{1,2})\s+([a-z]{3})[a-z]*\s+(\d{4})$/i.exec(value);
  const month = words ? MONTHS.indexOf((words[2] ?? '').toLowerCase()) : -1;
  if (!words || month < 0) return null;
  const iso = `${words[3]}-${String(month + 1).padStart(2, '0')}-${(words[1] ?? '').padStart(2, '0')}`;
  return isIsoDate(iso) ? iso : null;
};

const dayLabel = (date: string): string =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/**
 * Interview slots on the user's clock (the browser's zone, named on the page): the calendar offers working days
 * from today and the hours 09:00 to 20:00 still ahead, weekends and passed hours disabled; a slot is checked by the
 * domain's own rule on that clock, kept in UTC and in time order; at most ten. The client's request and the
 * agency's proposal both use it; both send the zone with the slots.
 */
export const SlotsInput = ({ slots, onChange, now, labels, error }: Props) => {
  const zone = browserTimeZone();
  const [date, setDate] = useState<string | null>(null);
  const [time, setTime] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const listTitleId = useId();
  const full = slots.length >= MAX_SLOTS;
  const hours = hourOptionsOf(date, zone, now);

  const add = () => {
    if (!date || !time) return setProblem('Choose a date and a time');
    const slot = slotFromZone({ date, time }, zone);
    const checked = checkSlot(slot, now, zone);
    if (checked.isErr()) return setProblem(checked.error.message);
    if (slots.some((s) => slotKey(s) === slotKey(slot))) return setProblem('This slot is already in the list');
    setProblem(null);
    onChange([...slots, slot].sort((a, b) => slotKey(a).localeCompare(slotKey(b))));
    return undefined;
  };

  return (
    <Stack gap="xs">
      <Group align="flex-end" gap="xs" wrap="wrap">
        <DateInput
          label={labels.date}
          value={date}
          onChange={(value) => setDate(value)}
          valueFormat="ddd, D MMM YYYY"
          dateParser={parseDay}
          placeholder="Pick a working day"
          minDate={todayInZone(now, zone)}
          excludeDate={(day) => !isPickableDay(day, zone, now)}
          getDayAriaLabel={(day) => dayLabel(String(day).slice(0, 10))}
          firstDayOfWeek={1}
          w={{ base: '100%', sm: 260 }}
          disabled={full}
          popoverProps={{ withinPortal: true }}
        />
        <Select
          label={labels.time}
          data={hours}
          value={time}
          onChange={setTime}
          w={180}
          allowDeselect={false}
          disabled={full}
          comboboxProps={{ withinPortal: true }}
        />
        <Button variant="default" onClick={add} disabled={full}>
          Add slot
        </Button>
      </Group>
      <Text size="xs" c="dimmed">
        Your time ({zone}): working days, on the hour from 09:00 to 20:00, not in the past. {slots.length} of{' '}
        {MAX_SLOTS} slots.
      </Text>
      {problem ? (
        <Text size="sm" c="red" role="alert">
          {problem}
        </Text>
      ) : null}
      <Text size="sm" fw={500} id={listTitleId}>
        {labels.list}
      </Text>
      {slots.length === 0 ? (
        <Text size="sm" c="dimmed">
          No slots yet.
        </Text>
      ) : (
        <List aria-labelledby={listTitleId} listStyleType="none" spacing={4}>
          {slots.map((slot) => (
            <List.Item key={slotKey(slot)}>
              <Group gap="xs" wrap="nowrap">
                <Text size="sm">{formatSlot(slot, zone)}</Text>
                <CloseButton
                  size="sm"
                  aria-label={`Remove ${formatSlot(slot, zone)}`}
                  onClick={() => onChange(slots.filter((s) => slotKey(s) !== slotKey(slot)))}
                />
              </Group>
            </List.Item>
          ))}
        </List>
      )}
      {error ? (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
};
