import { Button, Group, Pill, Select, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { checkSlot, MAX_SLOTS, slotKey, slotTimes, type InterviewSlot } from '../../../../domain/interview/interview.slots';

type Props = {
  readonly who: string;
  readonly slots: readonly InterviewSlot[];
  readonly onChange: (slots: InterviewSlot[]) => void;
  /** The platform's current time, `yyyy-MM-ddTHH:mm`. */
  readonly now: string;
  readonly error?: string | null;
};

export const slotLabel = (slot: InterviewSlot) =>
  `${new Date(`${slot.date}T00:00:00Z`).toLocaleDateString('en-GB', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' })}, ${slot.time}`;

/** Interview slots for one specialist: a working day and an hour from 09:00 to 20:00, in the future, up to ten. */
export const SlotPicker = ({ who, slots, onChange, now, error }: Props) => {
  const [date, setDate] = useState('');
  const [time, setTime] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const add = () => {
    const slot = { date, time: time ?? '' };
    const checked = checkSlot(slot, now);
    if (checked.isErr()) return setProblem(checked.error.message);
    if (slots.some((s) => slotKey(s) === slotKey(slot))) return setProblem('This slot is already in the list');
    setProblem(null);
    onChange([...slots, slot].sort((a, b) => slotKey(a).localeCompare(slotKey(b))));
  };
  return (
    <Stack gap="xs">
      <Group align="flex-end" gap="xs">
        <TextInput type="date" label={`Interview date for ${who}`} min={now.slice(0, 10)} value={date} onChange={(e) => setDate(e.currentTarget.value)} />
        <Select label={`Time for ${who}`} data={[...slotTimes]} value={time} onChange={setTime} w={120} allowDeselect={false} />
        <Button variant="light" onClick={add} disabled={!date || !time || slots.length >= MAX_SLOTS}>Add slot</Button>
      </Group>
      {problem || error ? <Text size="sm" c="red" role="alert">{problem ?? error}</Text> : null}
      {slots.length === 0 ? (
        <Text size="sm" c="dimmed">No slots yet: add the times that suit you (working days, 09:00–20:00 UTC).</Text>
      ) : (
        <Group gap={6} aria-label={`Interview slots for ${who}`} role="list">
          {slots.map((slot) => (
            <Pill key={slotKey(slot)} role="listitem" withRemoveButton onRemove={() => onChange(slots.filter((s) => slotKey(s) !== slotKey(slot)))} removeButtonProps={{ 'aria-label': `Remove ${slotLabel(slot)}` }}>
              {slotLabel(slot)}
            </Pill>
          ))}
        </Group>
      )}
      <Text size="xs" c="dimmed">{slots.length} of {MAX_SLOTS} slots</Text>
    </Stack>
  );
};
