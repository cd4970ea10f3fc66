import { Button, Group, Modal, Text } from '@mantine/core';

type ConfirmDialogProps = {
  readonly opened: boolean;
  readonly title: string;
  readonly message: string;
  readonly confirmLabel: string;
  readonly confirmColour?: string | undefined;
  readonly busy?: boolean;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
};

/** Asks before an action that is hard to undo; Cancel has the focus, so Enter never destroys by accident. */
export const ConfirmDialog = ({
  opened,
  title,
  message,
  confirmLabel,
  confirmColour,
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) => (
  <Modal opened={opened} onClose={onCancel} title={title} centered closeButtonProps={{ 'aria-label': 'Close' }}>
    <Text size="sm">{message}</Text>
    <Group justify="flex-end" mt="lg">
      <Button variant="default" onClick={onCancel} data-autofocus disabled={busy}>
        Cancel
      </Button>
      <Button color={confirmColour} onClick={onConfirm} loading={busy}>
        {confirmLabel}
      </Button>
    </Group>
  </Modal>
);
