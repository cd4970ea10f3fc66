import { Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import { Form, useField } from 'react-final-form';
import { z } from 'zod';
import { rejectionFields } from '../../../../application/moderation/schemas';
import { FormErrorAlert } from '../form/FormErrorAlert';
import { SubmitButton } from '../form/SubmitButton';
import { submitErrorsOf } from '../form/submitErrors';
import { TextareaField } from '../form/TextareaField';
import { TextField } from '../form/TextField';
import { fieldErrorOf } from '../form/fieldError';
import { zodValidate } from '../form/zodValidate';
import { fieldSubscription } from '../form/fieldProps';

type RejectValues = { reasons: string[]; otherReason: string; comment: string };

const REASON_MAX = 300;

/** The shared rejection rules for reasons and comment, the form's "other reason" box, and the rule that a rejection says why. */
const rejectFormSchema = (commentMax: number) =>
  z
    .object({
      ...rejectionFields(commentMax),
      otherReason: z.string().trim().max(REASON_MAX, `Must be at most ${REASON_MAX} characters`).default(''),
    })
    .refine((values) => values.reasons.length > 0 || values.otherReason !== '' || values.comment !== '', {
      message: 'Choose at least one reason or write a comment',
      path: ['reasons'],
    });

const reasonsOf = (values: RejectValues): string[] => {
  const other = values.otherReason.trim();
  return [...values.reasons, ...(other ? [other] : [])];
};

const ReasonCheckboxes = ({ reasons }: { readonly reasons: readonly string[] }) => {
  const { input, meta } = useField<string[]>('reasons', { subscription: fieldSubscription });
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
        {reasons.map((reason) => (
          <Checkbox key={reason} value={reason} label={reason} />
        ))}
      </Stack>
    </Checkbox.Group>
  );
};

type RejectFormProps = {
  /** The usual reasons of this kind of item, offered as boxes. */
  readonly reasons: readonly string[];
  readonly commentMax: number;
  /** Sends the rejection; a refusal lands on the reasons or the comment. */
  readonly send: (rejection: { reasons: string[]; comment: string }) => Promise<unknown>;
  readonly onDone: () => void;
  readonly onCancel: () => void;
  readonly words: { readonly form: string; readonly outcome: string; readonly submit: string };
};

/** The manager sends an item in moderation back to its agency with reasons it reads on the item's page (cards, solutions). */
export const RejectForm = ({ reasons, commentMax, send, onDone, onCancel, words }: RejectFormProps) => {
  const onSubmit = async (values: RejectValues) => {
    try {
      await send({ reasons: reasonsOf(values), comment: values.comment.trim() });
    } catch (error) {
      return submitErrorsOf(error, ['reasons', 'comment']);
    }
    onDone();
    return undefined;
  };

  return (
    <Form<RejectValues>
      onSubmit={onSubmit}
      initialValues={{ reasons: [], otherReason: '', comment: '' }}
      validate={zodValidate(rejectFormSchema(commentMax))}
      render={({ handleSubmit, submitting }) => (
        <form onSubmit={handleSubmit} noValidate aria-label={words.form}>
          <Stack gap="lg" maw={720}>
            <FormErrorAlert />
            <ReasonCheckboxes reasons={reasons} />
            <TextField
              name="otherReason"
              label="Other reason"
              description="A reason not in the list"
              maxLength={REASON_MAX}
            />
            <TextareaField
              name="comment"
              label="Comment for the agency"
              description="What exactly to fix"
              maxLength={commentMax}
            />
            <Text size="sm" c="dimmed">
              {words.outcome}
            </Text>
            <Group>
              <SubmitButton color="red">{words.submit}</SubmitButton>
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
