import { Button, CloseButton, Group, List, Select, Stack, Text, TextInput } from '@mantine/core';
import { useId, useState } from 'react';
import { checkSlot, MAX_SLOTS, slotKey, slotTimes } from '../../../../domain/interview/interview.slots';
import { formatSlot } from '../../kit/format';
import type { InterviewSlot } from './candidateLabels';

export type SlotsInputLabels = {
  readonly date: string;
  readonly time: string;
  /** The list's title, which also names it for screen readers. */
  readonly list: string;
};

type Props = {
  readonly slots: readonly InterviewSlot[];
  readonly onChange: (slots: InterviewSlot[]) => void;
  /** The platform's current time, `yyyy-MM-ddTHH:mm` (UTC). */
  readonly now: string;
  readonly labels: SlotsInputLabels;
  readonly error?: string | null | undefined;
};

/**
 * Interview slots: a date and an hour are checked by the domain's own slot rule (working day, 09:00–20:00 UTC,
 * not past) before they join the list, kept in time order; at most ten. The client's request and the agency's
 * proposal both use it.
 */
export const SlotsInput = ({ slots, onChange, now, labels, error }: Props) => {
  const [date, setDate] = useState('');
  const [time, setTime] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const listTitleId = useId();
  const full = slots.length >= MAX_SLOTS;

  const add = () => {
    if (!date || !time) return setProblem('Choose a date and a time');
    const slot = { date, time };
    const checked = checkSlot(slot, now);
    if (checked.isErr()) return setProblem(checked.error.message);
    if (slots.some((s) => slotKey(s) === slotKey(slot))) return setProblem('This slot is already in the list');
    setProblem(null);
    onChange([...slots, slot].sort((a, b) => slotKey(a).localeCompare(slotKey(b))));
    return undefined;
  };

  return (
    <Stack gap="xs">
      <Group align="flex-end" gap="xs" wrap="wrap">
        <TextInput type="date" label={labels.date} min={now.slice(0, 10)} value={date} onChange={(event) => setDate(event.currentTarget.value)} disabled={full} />
        <Select label={labels.time} data={[...slotTimes]} value={time} onChange={setTime} w={130} allowDeselect={false} disabled={full} comboboxProps={{ withinPortal: true }} />
        <Button variant="light" onClick={add} disabled={full}>
          Add slot
        </Button>
      </Group>
      <Text size="xs" c="dimmed">
        Working days, on the hour from 09:00 to 20:00 UTC, not in the past. {slots.length} of {MAX_SLOTS} slots.
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
                <Text size="sm">{formatSlot(slot)}</Text>
                <CloseButton size="sm" aria-label={`Remove ${formatSlot(slot)}`} onClick={() => onChange(slots.filter((s) => slotKey(s) !== slotKey(slot)))} />
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
