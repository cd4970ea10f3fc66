import { Button, CloseButton, Group, List, Select, Stack, Text, TextInput } from '@mantine/core';
import { useId, useState } from 'react';
import { useField } from 'react-final-form';
import { checkSlot, MAX_SLOTS, slotKey, slotTimes } from '../../../../domain/interview/interview.slots';
import { fieldErrorOf } from '../../kit/form/fieldError';
import { slotLabelOf, type InterviewSlot } from './candidateLabels';

type Props = {
  readonly name: string;
  /** The platform's current time, `yyyy-MM-ddTHH:mm` (UTC). */
  readonly now: string;
};

/**
 * Interview slots bound to react-final-form: a date and an hour are checked by the domain's own slot rule
 * (working day, 09:00–20:00, not past) before they join the list; at most ten.
 */
export const SlotsField = ({ name, now }: Props) => {
  const { input, meta } = useField<InterviewSlot[]>(name, { subscription: { value: true, error: true, touched: true, submitError: true, dirtySinceLastSubmit: true } });
  const slots = input.value || [];
  const [date, setDate] = useState('');
  const [time, setTime] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const listTitleId = useId();
  const full = slots.length >= MAX_SLOTS;

  const change = (next: InterviewSlot[]) => {
    input.onChange(next);
    input.onBlur();
  };

  const add = () => {
    if (!date || !time) return setProblem('Choose a date and a time');
    const slot = { date, time };
    const checked = checkSlot(slot, now);
    if (checked.isErr()) return setProblem(checked.error.message);
    if (slots.some((s) => slotKey(s) === slotKey(slot))) return setProblem('This slot is already in the list');
    setProblem(null);
    change([...slots, slot].sort((a, b) => slotKey(a).localeCompare(slotKey(b))));
    return undefined;
  };

  const error = fieldErrorOf(meta);
  return (
    <Stack gap="xs">
      <Group align="flex-end" gap="xs" wrap="wrap">
        <TextInput type="date" label="Date" min={now.slice(0, 10)} value={date} onChange={(event) => setDate(event.currentTarget.value)} disabled={full} />
        <Select label="Time (UTC)" data={[...slotTimes]} value={time} onChange={setTime} w={130} allowDeselect={false} disabled={full} comboboxProps={{ withinPortal: true }} />
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
        Proposed slots
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
                <Text size="sm">{slotLabelOf(slot)}</Text>
                <CloseButton size="sm" aria-label={`Remove ${slotLabelOf(slot)}`} onClick={() => change(slots.filter((s) => slotKey(s) !== slotKey(slot)))} />
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
