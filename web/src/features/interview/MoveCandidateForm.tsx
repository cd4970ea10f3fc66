import { Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { MoveCandidateInput } from '../../../../application/interview/schemas';
import { candidateStatuses, holdsReservation } from '../../../../domain/interview/interview.status';
import { useTRPC } from '../../app/trpc';
import { SchemaForm } from '../../kit/form/SchemaForm';
import { SelectField } from '../../kit/form/SelectField';
import { SubmitButton } from '../../kit/form/SubmitButton';
import { TextareaField } from '../../kit/form/TextareaField';
import { nextStatusesOf } from './candidateActions';
import { candidateStatusLabels, type CandidateInfo, type CandidateStatus } from './candidateLabels';
import { useCandidateSubmit } from './useCandidateSubmit';

type Values = { status: CandidateStatus | null; comment: string };

const COMMENT_MAX = 2000;
const MoveForm = z.object({
  status: z.enum(candidateStatuses, { error: 'Choose the next status' }),
  comment: MoveCandidateInput.shape.comment,
});

/** The manager moves the candidate one step along the pipeline, to a status the server allows; approval books the specialist for the period. */
export const MoveCandidateForm = ({ candidate }: { readonly candidate: CandidateInfo }) => {
  const trpc = useTRPC();
  const submit = useCandidateSubmit();
  const move = useMutation(trpc.interview.move.mutationOptions());
  const options = nextStatusesOf(candidate.status, candidate.allowedActions);

  if (options.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {candidateStatusLabels[candidate.status]} is the last step: the status cannot change any more.
      </Text>
    );
  }

  const onSubmit = (values: Values) => {
    if (!values.status) return { status: 'Choose the next status' };
    const status = values.status;
    // Someone else may have moved the candidate meanwhile: a refusal shows the page as it is now.
    return submit(
      () => move.mutateAsync({ id: candidate.id, status, comment: values.comment.trim() }),
      ['status', 'comment'],
      {
        message: `${candidate.specialistName} moved to ${candidateStatusLabels[status]}`,
        requestPath: 'interview.move',
      },
    );
  };

  return (
    <SchemaForm<Values>
      label="Change the status"
      schema={MoveForm}
      initialValues={{ status: null, comment: '' }}
      onSubmit={onSubmit}
      maw={560}
    >
      {(values) => (
        <>
          <SelectField
            name="status"
            label="Status"
            placeholder="Choose the next status"
            description="Only the steps the pipeline allows from the current status"
            options={options.map((status) => ({ value: status, label: candidateStatusLabels[status] }))}
            searchable={false}
            required
          />
          {values.status && holdsReservation(values.status) && !holdsReservation(candidate.status) ? (
            <Text size="sm" c="dimmed">
              Approval books the specialist for the client&apos;s period: nobody else can book those dates.
            </Text>
          ) : null}
          <TextareaField
            name="comment"
            label="Comment"
            description="Optional, stored with this step"
            maxLength={COMMENT_MAX}
            minRows={2}
          />
          <div>
            <SubmitButton>Save status</SubmitButton>
          </div>
        </>
      )}
    </SchemaForm>
  );
};
