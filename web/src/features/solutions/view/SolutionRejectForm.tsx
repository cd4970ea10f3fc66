import { Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { Form, useField } from 'react-final-form';
import { z } from 'zod';
import { RejectSolutionInput, SOLUTION_LIMITS } from '../../../../../application/solution/schemas';
import { useTRPC } from '../../../app/trpc';
import { fieldErrorOf } from '../../../kit/form/fieldError';
import { FormErrorAlert } from '../../../kit/form/FormErrorAlert';
import { SubmitButton } from '../../../kit/form/SubmitButton';
import { submitErrorsOf } from '../../../kit/form/submitErrors';
import { TextField } from '../../../kit/form/TextField';
import { zodValidate } from '../../../kit/form/zodValidate';
import { TextareaField } from '../../specialist/moderation/TextareaField';
import { standardSolutionRejectionReasons } from './solutionRejectionReasons';

type RejectValues = { reasons: string[]; otherReason: string; comment: string };

const REASON_MAX = 300;

/** The shared input's rules for reasons and comment, the form's "other reason" box, and the rule that a rejection says why. */
const RejectFormSchema = RejectSolutionInput.pick({ reasons: true, comment: true })
  .extend({ otherReason: z.string().trim().max(REASON_MAX, `Must be at most ${REASON_MAX} characters`).default('') })
  .refine((values) => values.reasons.length > 0 || values.otherReason !== '' || values.comment !== '', {
    message: 'Choose at least one reason or write a comment',
    path: ['reasons'],
  });

const reasonsOf = (values: RejectValues): string[] => {
  const other = values.otherReason.trim();
  return [...values.reasons, ...(other ? [other] : [])];
};

const ReasonCheckboxes = () => {
  const { input, meta } = useField<string[]>('reasons', { subscription: { value: true, error: true, touched: true, submitError: true, dirtySinceLastSubmit: true } });
  return (
    <Checkbox.Group
      label="Reasons"
      description="The agency sees every reason you tick"
      value={input.value || []}
      onChange={(value) => {
        input.onChange(value);
        input.onBlur();
      }}
      error={fieldErrorOf(meta)}
    >
      <Stack gap="xs" mt="xs">
        {standardSolutionRejectionReasons.map((reason) => (
          <Checkbox key={reason} value={reason} label={reason} />
        ))}
      </Stack>
    </Checkbox.Group>
  );
};

type Props = {
  readonly solutionId: string;
  readonly version: number;
  readonly onRejected: () => void;
  readonly onCancel: () => void;
};

/** The manager rejects a solution in moderation with reasons the agency reads on its solution page. */
export const SolutionRejectForm = ({ solutionId, version, onRejected, onCancel }: Props) => {
  const trpc = useTRPC();
  const reject = useMutation(trpc.solution.reject.mutationOptions());

  const onSubmit = async (values: RejectValues) => {
    try {
      await reject.mutateAsync({ solutionId, version, reasons: reasonsOf(values), comment: values.comment.trim() });
    } catch (error) {
      return submitErrorsOf(error, ['reasons', 'comment']);
    }
    onRejected();
    return undefined;
  };

  return (
    <Form<RejectValues>
      onSubmit={onSubmit}
      initialValues={{ reasons: [], otherReason: '', comment: '' }}
      validate={zodValidate(RejectFormSchema)}
      render={({ handleSubmit, submitting }) => (
        <form onSubmit={handleSubmit} noValidate aria-label="Reject solution">
          <Stack gap="lg" maw={720}>
            <FormErrorAlert />
            <ReasonCheckboxes />
            <TextField name="otherReason" label="Other reason" description="A reason not in the list" maxLength={REASON_MAX} />
            <TextareaField name="comment" label="Comment for the agency" description="What exactly to fix" maxLength={SOLUTION_LIMITS.description} />
            <Text size="sm" c="dimmed">
              The solution goes back to the agency with status Rejected; it can fix it and publish it again.
            </Text>
            <Group>
              <SubmitButton color="red">Reject</SubmitButton>
              <Button variant="default" onClick={onCancel} disabled={submitting}>
                Cancel
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    />
  );
};
