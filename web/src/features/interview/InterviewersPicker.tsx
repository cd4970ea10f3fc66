import { MultiSelect, Skeleton, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { MAX_INTERVIEWERS } from '../../../../domain/interview/interview.collisions';
import { useTRPC } from '../../app/trpc';
import { inFlowDropdown } from '../../kit/form/MultiSelectField';

type Props = {
  /** User ids of the chosen colleagues. */
  readonly value: readonly string[];
  readonly onChange: (interviewers: string[]) => void;
  readonly error?: string | null;
  /** The field's label, naming what the interviewers are for. */
  readonly label?: string;
};

/**
 * The client's interviewers, picked among its colleagues (its verified, active people) by clicking options or typing
 * a name. Says in words why the list is empty, and what happens when it fails to load.
 */
export const InterviewersPicker = ({ value, onChange, error, label = 'Interviewers' }: Props) => {
  const trpc = useTRPC();
  const colleagues = useQuery(trpc.interview.colleagues.queryOptions());
  if (colleagues.isPending) return <Skeleton height={60} role="status" aria-label="Loading your colleagues" />;
  if (colleagues.isError)
    return (
      <Text size="sm" c="red" role="alert">
        Your colleagues could not be loaded, so no interviewers can be named now. Try again later; the contact still
        receives the invitation.
      </Text>
    );
  const options = colleagues.data.items.map((person) => ({
    value: person.id,
    label: `${person.name} (${person.email})`,
  }));
  if (options.length === 0)
    return (
      <Text size="sm" c="dimmed">
        Nobody in your company can be named as an interviewer yet: interviewers are your company&apos;s people with a
        confirmed e-mail. Invite colleagues on the Employees page; until then the contact receives the invitation.
      </Text>
    );
  return (
    <MultiSelect
      label={label}
      description={`Each receives the calendar invitation, reminders and changes. At most ${MAX_INTERVIEWERS}.`}
      placeholder={value.length === 0 ? 'Choose colleagues' : undefined}
      data={options}
      value={[...value]}
      onChange={onChange}
      searchable
      clearable
      maxValues={MAX_INTERVIEWERS}
      nothingFoundMessage="No colleague by that name"
      comboboxProps={inFlowDropdown}
      maxDropdownHeight={240}
      error={error ?? undefined}
    />
  );
};
