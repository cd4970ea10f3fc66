import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { Form } from 'react-final-form';
import { BlockInput } from '../../../../../application/specialist/schemas';
import { FormErrorAlert } from '../../../kit/form/FormErrorAlert';
import { SubmitButton } from '../../../kit/form/SubmitButton';
import { zodValidate } from '../../../kit/form/zodValidate';
import { TextareaField } from '../../../kit/form/TextareaField';

const BlockReason = BlockInput.pick({ reason: true });
type BlockValues = { reason: string };

type BlockDialogProps = {
  readonly opened: boolean;
  readonly specialistName: string;
  readonly onSubmit: (reason: string) => Promise<unknown>;
  readonly onCancel: () => void;
};

/** Blocking takes a card out of the catalogue at once; the reason stays in the card's history. */
export const BlockDialog = ({ opened, specialistName, onSubmit, onCancel }: BlockDialogProps) => (
  <Modal opened={opened} onClose={onCancel} title="Block the specialist" centered closeButtonProps={{ 'aria-label': 'Close' }}>
    <Form<BlockValues>
      onSubmit={async (values) => {
        await onSubmit(values.reason.trim());
        return undefined;
      }}
      validate={zodValidate(BlockReason)}
      render={({ handleSubmit, submitting }) => (
        <form onSubmit={handleSubmit} noValidate aria-label="Block the specialist">
          <Stack gap="md">
            <Text size="sm">{specialistName} leaves the catalogue until a manager publishes the card again.</Text>
            <FormErrorAlert />
            <TextareaField name="reason" label="Reason for blocking" maxLength={2000} withAsterisk data-autofocus />
            <Group justify="flex-end">
              <Button variant="default" onClick={onCancel} disabled={submitting}>
                Cancel
              </Button>
              <SubmitButton color="red">Block</SubmitButton>
            </Group>
          </Stack>
        </form>
      )}
    />
  </Modal>
);
