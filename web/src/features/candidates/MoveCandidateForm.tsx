import { Select, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { Form, useField } from 'react-final-form';
import { z } from 'zod';
import { MoveCandidateInput } from '../../../../application/interview/schemas';
import { candidateStatuses, holdsReservation, managerMoves } from '../../../../domain/interview/interview.status';
import { useTRPC } from '../../app/trpc';
import { fieldErrorOf } from '../../kit/form/fieldError';
import { FormErrorAlert } from '../../kit/form/FormErrorAlert';
import { SubmitButton } from '../../kit/form/SubmitButton';
import { zodValidate } from '../../kit/form/zodValidate';
import { TextareaField } from '../../kit/form/TextareaField';
import { candidateStatusLabels, type CandidateRow, type CandidateStatus } from './candidateLabels';
import { useCandidateSubmit } from './useCandidateSubmit';

type Values = { status: CandidateStatus | null; comment: string };

const COMMENT_MAX = 2000;
const MoveForm = z.object({
  status: z.enum(candidateStatuses, { error: 'Choose the next status' }),
  comment: MoveCandidateInput.shape.comment,
});

const NextStatusSelect = ({ options }: { readonly options: readonly CandidateStatus[] }) => {
  const { input, meta } = useField<CandidateStatus | null>('status', { subscription: { value: true, error: true, touched: true, submitError: true, dirtySinceLastSubmit: true } });
  return (
    <Select
      label="Status"
      placeholder="Choose the next status"
      description="Only the steps the pipeline allows from the current status"
      data={options.map((status) => ({ value: status, label: candidateStatusLabels[status] }))}
      value={input.value ?? null}
      onChange={(value) => {
        input.onChange(value);
        input.onBlur();
      }}
      onBlur={input.onBlur}
      error={fieldErrorOf(meta)}
      withAsterisk
      allowDeselect={false}
      comboboxProps={{ withinPortal: true }}
    />
  );
};

/** The manager moves the candidate one step along the pipeline (`managerMoves`); approval books the specialist for the period. */
export const MoveCandidateForm = ({ candidate }: { readonly candidate: CandidateRow }) => {
  const trpc = useTRPC();
  const submit = useCandidateSubmit();
  const move = useMutation(trpc.interview.move.mutationOptions());
  const options = managerMoves[candidate.status];

  if (options.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {candidateStatusLabels[candidate.status]} is the last step: the status cannot change any more.
      </Text>
    );
  }

  const onSubmit = async (values: Values) => {
    if (!values.status) return { status: 'Choose the next status' };
    const status = values.status;
    // Someone else may have moved the candidate meanwhile: a refusal shows the page as it is now.
    return submit(() => move.mutateAsync({ id: candidate.id, status, comment: values.comment.trim() }), ['status', 'comment'], {
      message: `${candidate.specialistName} moved to ${candidateStatusLabels[status]}`,
      requestPath: 'interview.move',
    });
  };

  return (
    <Form<Values>
      onSubmit={onSubmit}
      initialValues={{ status: null, comment: '' }}
      validate={zodValidate(MoveForm)}
      render={({ handleSubmit, values }) => (
        <form onSubmit={handleSubmit} noValidate aria-label="Change the status">
          <Stack gap="md" maw={560}>
            <FormErrorAlert />
            <NextStatusSelect options={options} />
            {values.status && holdsReservation(values.status) && !holdsReservation(candidate.status) ? (
              <Text size="sm" c="dimmed">
                Approval books the specialist for the client&apos;s period: nobody else can book those dates.
              </Text>
            ) : null}
            <TextareaField name="comment" label="Comment" description="Optional, stored with this step" maxLength={COMMENT_MAX} minRows={2} />
            <div>
              <SubmitButton>Save status</SubmitButton>
            </div>
          </Stack>
        </form>
      )}
    />
  );
};
