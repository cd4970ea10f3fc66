import { Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { Form, useField } from 'react-final-form';
import { z } from 'zod';
import { RejectInput } from '../../../../../application/specialist/schemas';
import { useTRPC } from '../../../app/trpc';
import { FormErrorAlert } from '../../../kit/form/FormErrorAlert';
import { SubmitButton } from '../../../kit/form/SubmitButton';
import { submitErrorsOf } from '../../../kit/form/submitErrors';
import { TextField } from '../../../kit/form/TextField';
import { fieldErrorOf } from '../../../kit/form/fieldError';
import { zodValidate } from '../../../kit/form/zodValidate';
import { standardRejectionReasons } from './rejectionReasons';
import { TextareaField } from './TextareaField';

export type RejectValues = { reasons: string[]; otherReason: string; comment: string };

const REASON_MAX = 300;
const COMMENT_MAX = 2000;

/**
 * The shared RejectInput's rules for reasons and comment, plus the form's own "other reason" box,
 * and the server's rule that a decline says why (`specialist.reasons_required`).
 */
const RejectFormSchema = RejectInput.pick({ reasons: true, comment: true })
  .extend({ otherReason: z.string().trim().max(REASON_MAX, `Must be at most ${REASON_MAX} characters`).default('') })
  .refine((values) => values.reasons.length > 0 || values.otherReason !== '' || values.comment !== '', {
    message: 'Choose at least one reason or write a comment',
    path: ['reasons'],
  });

export const reasonsOf = (values: RejectValues): string[] => {
  const other = values.otherReason.trim();
  return [...values.reasons, ...(other ? [other] : [])];
};

const ReasonCheckboxes = () => {
  const { input, meta } = useField<string[]>('reasons', {
    subscription: { value: true, error: true, touched: true, submitError: true, dirtySinceLastSubmit: true },
  });
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
        {standardRejectionReasons.map((reason) => (
          <Checkbox key={reason} value={reason} label={reason} />
        ))}
      </Stack>
    </Checkbox.Group>
  );
};

type RejectFormProps = {
  readonly specialistId: string;
  readonly version: number;
  readonly onDeclined: () => void;
  readonly onCancel: () => void;
};

/** The manager declines a card in moderation with reasons the agency will read on its card page. */
export const RejectForm = ({ specialistId, version, onDeclined, onCancel }: RejectFormProps) => {
  const trpc = useTRPC();
  const reject = useMutation(trpc.specialist.reject.mutationOptions());

  const onSubmit = async (values: RejectValues) => {
    try {
      await reject.mutateAsync({ specialistId, version, reasons: reasonsOf(values), comment: values.comment.trim() });
    } catch (error) {
      return submitErrorsOf(error, ['reasons', 'comment']);
    }
    onDeclined();
    return undefined;
  };

  return (
    <Form<RejectValues>
      onSubmit={onSubmit}
      initialValues={{ reasons: [], otherReason: '', comment: '' }}
      validate={zodValidate(RejectFormSchema)}
      render={({ handleSubmit, submitting }) => (
        <form onSubmit={handleSubmit} noValidate aria-label="Decline specialist">
          <Stack gap="lg" maw={720}>
            <FormErrorAlert />
            <ReasonCheckboxes />
            <TextField name="otherReason" label="Other reason" description="A reason not in the list" maxLength={REASON_MAX} />
            <TextareaField name="comment" label="Comment for the agency" description="What exactly to fix" maxLength={COMMENT_MAX} />
            <Text size="sm" c="dimmed">
              The card goes back to the agency with status Rejected; it can fix the card and send it for review again.
            </Text>
            <Group>
              <SubmitButton color="red">Decline</SubmitButton>
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
