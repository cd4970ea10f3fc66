import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { Form } from 'react-final-form';
import { FormErrorAlert } from '../form/FormErrorAlert';
import { SubmitButton } from '../form/SubmitButton';
import { TextareaField } from '../form/TextareaField';
import type { ReasonQuestion } from './itemActions';

type ReasonDialogProps = {
  readonly opened: boolean;
  readonly question: ReasonQuestion | undefined;
  /** The item's name, for the question's message. */
  readonly name: string;
  readonly onSubmit: (reason: string) => Promise<unknown>;
  readonly onCancel: () => void;
  readonly colour?: string | undefined;
};

/** Asks for the reason of an action (blocking a card); the reason stays in the item's history. */
export const ReasonDialog = ({ opened, question, name, onSubmit, onCancel, colour }: ReasonDialogProps) => (
  <Modal
    opened={opened && question !== undefined}
    onClose={onCancel}
    title={question?.title}
    centered
    closeButtonProps={{ 'aria-label': 'Close' }}
  >
    {question ? (
      <Form<{ reason: string }>
        onSubmit={async (values) => {
          await onSubmit(values.reason.trim());
          return undefined;
        }}
        validate={question.validate}
        render={({ handleSubmit, submitting }) => (
          <form onSubmit={handleSubmit} noValidate aria-label={question.title}>
            <Stack gap="md">
              <Text size="sm">{question.message(name)}</Text>
              <FormErrorAlert />
              <TextareaField
                name="reason"
                label={question.label}
                maxLength={question.maxLength}
                withAsterisk
                data-autofocus
              />
              <Group justify="flex-end">
                <Button variant="default" onClick={onCancel} disabled={submitting}>
                  Cancel
                </Button>
                <SubmitButton color={colour}>{question.button}</SubmitButton>
              </Group>
            </Stack>
          </form>
        )}
      />
    ) : null}
  </Modal>
);
