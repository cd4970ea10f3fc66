import { useField } from 'react-final-form';
import { fieldErrorOf } from '../../kit/form/fieldError';
import type { InterviewSlot } from './candidateLabels';
import { SlotsInput, type SlotsInputLabels } from './SlotsInput';

type Props = {
  readonly name: string;
  /** The platform's current time, `yyyy-MM-ddTHH:mm` (UTC). */
  readonly now: string;
  readonly labels: SlotsInputLabels;
};

/** Interview slots bound to react-final-form; the list's problems show once a slot is added or removed, or on submit. */
export const SlotsField = ({ name, now, labels }: Props) => {
  const { input, meta } = useField<InterviewSlot[]>(name, {
    subscription: { value: true, error: true, touched: true, submitError: true, dirtySinceLastSubmit: true },
  });
  const change = (next: InterviewSlot[]) => {
    input.onChange(next);
    input.onBlur();
  };
  return (
    <SlotsInput slots={input.value || []} onChange={change} now={now} labels={labels} error={fieldErrorOf(meta)} />
  );
};
