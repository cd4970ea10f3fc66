import { Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { RescheduleInput } from '../../../../application/interview/schemas';
import { MAX_SLOTS } from '../../../../domain/interview/interview.slots';
import { useTRPC } from '../../app/trpc';
import { FormButtons } from '../../kit/form/FormButtons';
import { RadioGroupField } from '../../kit/form/RadioGroupField';
import { SchemaForm } from '../../kit/form/SchemaForm';
import { TextareaField } from '../../kit/form/TextareaField';
import { formatSlot } from '../../kit/format';
import { browserTimeZone } from '../../kit/timeZone';
import { CandidateDialog, type CandidateDialogProps } from './CandidateDialog';
import { platformNow, type InterviewSlot } from './candidateLabels';
import { SlotsField } from './SlotsField';
import { useCandidateSubmit } from './useCandidateSubmit';

type Values = { slots: InterviewSlot[]; reason: string; forSide?: 'client' | 'partner' };

const REASON_MAX = 2000;
/** The party a manager acts for. */
export const partyOptions = [
  { value: 'client', label: 'For the client' },
  { value: 'partner', label: 'For the agency' },
] as const;

/** The shared input's rules with the form's own words for the count of slots. */
const RescheduleForm = RescheduleInput.pick({ reason: true, forSide: true }).extend({
  slots: z
    .array(RescheduleInput.shape.slots.element)
    .min(1, 'Add at least one new time')
    .max(MAX_SLOTS, `Propose at most ${MAX_SLOTS} times`),
});
const ManagerRescheduleForm = RescheduleForm.extend({
  forSide: z.enum(['client', 'partner'], { error: 'Say for whom you propose the new times' }),
});

/**
 * Before a fixed interview, one party proposes new times with a reason; the other picks one, and until then the
 * interview keeps its time. The manager says for which party it acts (`asManager`).
 */
export const RescheduleDialog = ({ asManager = false, ...dialog }: CandidateDialogProps & { asManager?: boolean }) => {
  const trpc = useTRPC();
  const submit = useCandidateSubmit();
  const reschedule = useMutation(trpc.interview.proposeReschedule.mutationOptions());

  return (
    <CandidateDialog {...dialog} title={(c) => `Reschedule the interview with ${c.specialistName}`} size="lg">
      {(c) => (
        <SchemaForm<Values>
          label="Reschedule the interview"
          schema={asManager ? ManagerRescheduleForm : RescheduleForm}
          initialValues={{ slots: [], reason: '' }}
          onSubmit={(values) =>
            submit(
              () =>
                reschedule.mutateAsync({
                  id: c.id,
                  slots: values.slots,
                  reason: values.reason.trim(),
                  timeZone: browserTimeZone(),
                  ...(asManager && values.forSide ? { forSide: values.forSide } : {}),
                }),
              ['slots', 'reason', 'forSide'],
              {
                message: `New times proposed for the interview with ${c.specialistName}`,
                requestPath: 'interview.proposeReschedule',
                then: dialog.onClose,
              },
            )
          }
        >
          <Text size="sm">
            {c.interviewAt ? `The interview is fixed for ${formatSlot(c.interviewAt)}. ` : ''}
            It keeps that time until the other side picks one of the new times; everyone then gets the updated calendar
            invitation.
          </Text>
          {asManager ? (
            <RadioGroupField name="forSide" label="Proposed by" withAsterisk options={[...partyOptions]} />
          ) : null}
          <SlotsField name="slots" now={platformNow()} labels={{ date: 'Date', time: 'Time', list: 'New times' }} />
          <TextareaField name="reason" label="Reason" withAsterisk maxLength={REASON_MAX} minRows={2} />
          <FormButtons onCancel={dialog.onClose}>Propose new times</FormButtons>
        </SchemaForm>
      )}
    </CandidateDialog>
  );
};
