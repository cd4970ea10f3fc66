import { Button, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Form, useField } from 'react-final-form';
import { slotKey } from '../../../../domain/interview/interview.slots';
import { notify } from '../../app/notify';
import { useTRPC } from '../../app/trpc';
import { fieldErrorOf } from '../../kit/form/fieldError';
import { FormErrorAlert } from '../../kit/form/FormErrorAlert';
import { SubmitButton } from '../../kit/form/SubmitButton';
import { submitErrorsOf } from '../../kit/form/submitErrors';
import { platformNow, slotLabelOf, type CandidateRow, type InterviewSlot } from './candidateLabels';

type Values = { slot: string };
type Option = { readonly slot: InterviewSlot; readonly proposedByYou: boolean; readonly passed: boolean };

/** The client's slots first, then the ones the agency proposed that the client did not offer; passed times cannot be taken. */
export const acceptableSlotsOf = (candidate: Pick<CandidateRow, 'slots' | 'proposedSlots'>, now: string): Option[] => {
  const offered = new Set(candidate.slots.map(slotKey));
  return [
    ...candidate.slots.map((slot) => ({ slot, proposedByYou: false, passed: slotKey(slot) <= now })),
    ...candidate.proposedSlots.filter((slot) => !offered.has(slotKey(slot))).map((slot) => ({ slot, proposedByYou: true, passed: slotKey(slot) <= now })),
  ];
};

const SlotChoice = ({ options }: { readonly options: readonly Option[] }) => {
  const { input, meta } = useField<string>('slot', { subscription: { value: true, error: true, touched: true, submitError: true, dirtySinceLastSubmit: true } });
  return (
    <Radio.Group
      name={input.name}
      label="Interview slots (UTC)"
      description="The interview takes place at the slot you confirm; the client is told by e-mail."
      value={input.value || null}
      onChange={(value) => {
        input.onChange(value);
        input.onBlur();
      }}
      error={fieldErrorOf(meta)}
      withAsterisk
    >
      <Stack gap="sm" mt="xs">
        {options.map(({ slot, proposedByYou, passed }) => (
          <Radio
            key={slotKey(slot)}
            value={slotKey(slot)}
            label={slotLabelOf(slot)}
            disabled={passed}
            description={[proposedByYou ? 'Proposed by you' : null, passed ? 'This time has passed' : null].filter(Boolean).join(' · ') || undefined}
          />
        ))}
      </Stack>
    </Radio.Group>
  );
};

type Props = { readonly candidate: CandidateRow | null; readonly opened: boolean; readonly onClose: () => void };

/** The partner confirms one of the offered slots: the interview is fixed and the candidate moves to Interview. */
export const AcceptSlotDialog = ({ candidate, opened, onClose }: Props) => {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const accept = useMutation(trpc.interview.acceptSlot.mutationOptions());
  const now = platformNow();
  const options = candidate ? acceptableSlotsOf(candidate, now) : [];
  const open = options.filter((o) => !o.passed);

  const onSubmit = async (values: Values) => {
    if (!candidate) return undefined;
    const chosen = options.find((o) => slotKey(o.slot) === values.slot);
    if (!chosen) return { slot: 'Choose a slot' };
    try {
      await accept.mutateAsync({ id: candidate.id, slot: chosen.slot });
    } catch (error) {
      // A refused answer means the request changed meanwhile: show the list as it is now.
      void queryClient.invalidateQueries({ queryKey: trpc.interview.pathKey() });
      return submitErrorsOf(error, ['slot']);
    }
    notify({ kind: 'success', message: `Interview with ${candidate.specialistName} fixed for ${slotLabelOf(chosen.slot)} (UTC)`, requestPath: 'interview.acceptSlot' });
    await queryClient.invalidateQueries({ queryKey: trpc.interview.pathKey() });
    onClose();
    return undefined;
  };

  return (
    <Modal opened={opened && candidate !== null} onClose={onClose} title={candidate ? `Accept a slot for ${candidate.specialistName}` : ''} centered closeButtonProps={{ 'aria-label': 'Close' }}>
      {candidate ? (
        <Form<Values>
          onSubmit={onSubmit}
          initialValues={{ slot: open.length === 1 && open[0] ? slotKey(open[0].slot) : '' }}
          validate={(values) => (values.slot ? undefined : { slot: 'Choose a slot' })}
          render={({ handleSubmit, submitting }) => (
            <form onSubmit={handleSubmit} noValidate aria-label="Accept a slot">
              <Stack gap="md">
                <FormErrorAlert />
                {open.length === 0 ? (
                  <Text size="sm" role="alert">
                    Every offered time has passed. Propose other slots instead.
                  </Text>
                ) : null}
                <SlotChoice options={options} />
                <Group justify="flex-end">
                  <Button variant="default" onClick={onClose} disabled={submitting}>
                    Cancel
                  </Button>
                  <SubmitButton disabled={open.length === 0}>Confirm slot</SubmitButton>
                </Group>
              </Stack>
            </form>
          )}
        />
      ) : null}
    </Modal>
  );
};
