import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { Form } from 'react-final-form';
import { slotKey } from '../../../../domain/interview/interview.slots';
import { FormErrorAlert } from '../../kit/form/FormErrorAlert';
import { RadioGroupField } from '../../kit/form/RadioGroupField';
import { SubmitButton } from '../../kit/form/SubmitButton';
import { slotLabelOf, type CandidateRow, type InterviewSlot } from './candidateLabels';
import { useCandidateSubmit } from './useCandidateSubmit';

type Values = { slot: string };
export type SlotOption = { readonly slot: InterviewSlot; readonly note: string | null; readonly passed: boolean };

type Props = {
  readonly candidate: CandidateRow | null;
  readonly opened: boolean;
  readonly onClose: () => void;
  readonly title: (candidate: CandidateRow) => string;
  readonly options: readonly SlotOption[];
  readonly description: string;
  /** Shown when every time has passed. */
  readonly nothingLeft: string;
  readonly confirmLabel: string;
  readonly choose: (candidate: CandidateRow, slot: InterviewSlot) => Promise<unknown>;
  readonly requestPath: string;
};

/** One slot of a candidate is chosen and the interview fixed at it; a refusal shows at the choice and the list reloads. */
export const SlotChoiceDialog = ({ candidate, opened, onClose, title, options, description, nothingLeft, confirmLabel, choose, requestPath }: Props) => {
  const submit = useCandidateSubmit();
  const open = options.filter((o) => !o.passed);

  const onSubmit = async (values: Values) => {
    if (!candidate) return undefined;
    const chosen = options.find((o) => slotKey(o.slot) === values.slot);
    if (!chosen) return { slot: 'Choose a slot' };
    const errors = await submit(() => choose(candidate, chosen.slot), ['slot'], {
      message: `Interview with ${candidate.specialistName} fixed for ${slotLabelOf(chosen.slot)} (UTC)`,
      requestPath,
    });
    if (!errors) onClose();
    return errors;
  };

  return (
    <Modal opened={opened && candidate !== null} onClose={onClose} title={candidate ? title(candidate) : ''} centered closeButtonProps={{ 'aria-label': 'Close' }}>
      {candidate ? (
        <Form<Values>
          onSubmit={onSubmit}
          initialValues={{ slot: open.length === 1 && open[0] ? slotKey(open[0].slot) : '' }}
          validate={(values) => (values.slot ? undefined : { slot: 'Choose a slot' })}
          render={({ handleSubmit, submitting }) => (
            <form onSubmit={handleSubmit} noValidate aria-label={confirmLabel}>
              <Stack gap="md">
                <FormErrorAlert />
                {open.length === 0 ? (
                  <Text size="sm" role="alert">
                    {nothingLeft}
                  </Text>
                ) : null}
                <RadioGroupField
                  name="slot"
                  label="Interview slots (UTC)"
                  description={description}
                  layout="column"
                  withAsterisk
                  options={options.map(({ slot, note, passed }) => ({
                    value: slotKey(slot),
                    label: slotLabelOf(slot),
                    disabled: passed,
                    description: [note, passed ? 'This time has passed' : null].filter(Boolean).join(' · ') || undefined,
                  }))}
                />
                <Group justify="flex-end">
                  <Button variant="default" onClick={onClose} disabled={submitting}>
                    Cancel
                  </Button>
                  <SubmitButton disabled={open.length === 0}>{confirmLabel}</SubmitButton>
                </Group>
              </Stack>
            </form>
          )}
        />
      ) : null}
    </Modal>
  );
};
