import { Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { slotKey } from '../../../../domain/interview/interview.slots';
import { useTRPC } from '../../app/trpc';
import { FormButtons } from '../../kit/form/FormButtons';
import { RadioGroupField } from '../../kit/form/RadioGroupField';
import { SchemaForm } from '../../kit/form/SchemaForm';
import { formatSlot } from '../../kit/format';
import { CandidateDialog, type CandidateDialogProps } from './CandidateDialog';
import { platformNow, type CandidateRow } from './candidateLabels';
import { acceptableSlotsOf, proposedSlotOptionsOf, rescheduledSlotOptionsOf } from './slotOptions';
import { useCandidateSubmit } from './useCandidateSubmit';

/** The two ways an interview time is fixed: the partner accepts a slot, or the client takes one the partner proposed. */
const choices = {
  acceptSlot: {
    title: (c: CandidateRow) => `Accept a slot for ${c.specialistName}`,
    optionsOf: acceptableSlotsOf,
    description: 'The interview takes place at the slot you confirm; the client is told by e-mail.',
    nothingLeft: 'Every offered time has passed. Propose other slots instead.',
    confirmLabel: 'Confirm slot',
  },
  chooseProposedSlot: {
    title: (c: CandidateRow) => `Choose a time for ${c.specialistName}`,
    optionsOf: proposedSlotOptionsOf,
    description:
      'The agency cannot make the times you offered and proposes these. The interview takes place at the one you choose; the agency is told by e-mail.',
    nothingLeft: 'Every proposed time has passed. Ask your personal manager to arrange another.',
    confirmLabel: 'Confirm time',
  },
  pickRescheduledSlot: {
    title: (c: CandidateRow) => `Pick a new time for the interview with ${c.specialistName}`,
    optionsOf: rescheduledSlotOptionsOf,
    description:
      'The other side asks to move the interview to one of these times. The interview moves to the one you pick and everyone gets the updated calendar invitation.',
    nothingLeft: 'Every proposed time has passed. Propose other times instead.',
    confirmLabel: 'Move the interview',
  },
} as const;

export type SlotChoice = keyof typeof choices;

type Values = { slot: string };
const SlotChoiceForm = z.object({ slot: z.string({ error: 'Choose a slot' }).min(1, 'Choose a slot') });

/** One slot of a candidate is chosen and the interview fixed at it; passed times cannot be taken; a refusal shows at the choice and the list reloads. */
export const SlotChoiceDialog = ({ choice, ...dialog }: CandidateDialogProps & { readonly choice: SlotChoice }) => {
  const trpc = useTRPC();
  const submit = useCandidateSubmit();
  const fix = useMutation(
    choice === 'acceptSlot'
      ? trpc.interview.acceptSlot.mutationOptions()
      : choice === 'chooseProposedSlot'
        ? trpc.interview.chooseProposedSlot.mutationOptions()
        : trpc.interview.pickRescheduledSlot.mutationOptions(),
  );
  const words = choices[choice];

  return (
    <CandidateDialog {...dialog} title={words.title}>
      {(candidate) => {
        const options = words.optionsOf(candidate, platformNow());
        const open = options.filter((o) => !o.passed);
        const onSubmit = (values: Values) => {
          const chosen = options.find((o) => slotKey(o.slot) === values.slot);
          if (!chosen) return { slot: 'Choose a slot' };
          return submit(() => fix.mutateAsync({ id: candidate.id, slot: chosen.slot }), ['slot'], {
            message: `Interview with ${candidate.specialistName} fixed for ${formatSlot(chosen.slot)}`,
            requestPath: `interview.${choice}`,
            then: dialog.onClose,
          });
        };
        return (
          <SchemaForm<Values>
            label={words.confirmLabel}
            schema={SlotChoiceForm}
            initialValues={{ slot: open.length === 1 && open[0] ? slotKey(open[0].slot) : '' }}
            onSubmit={onSubmit}
          >
            {open.length === 0 ? (
              <Text size="sm" role="alert">
                {words.nothingLeft}
              </Text>
            ) : null}
            <RadioGroupField
              name="slot"
              label="Interview slots"
              description={words.description}
              layout="column"
              withAsterisk
              options={options.map(({ slot, note, passed }) => ({
                value: slotKey(slot),
                label: formatSlot(slot),
                disabled: passed,
                description: [note, passed ? 'This time has passed' : null].filter(Boolean).join(' · ') || undefined,
              }))}
            />
            <FormButtons onCancel={dialog.onClose} submitProps={{ disabled: open.length === 0 }}>
              {words.confirmLabel}
            </FormButtons>
          </SchemaForm>
        );
      }}
    </CandidateDialog>
  );
};
