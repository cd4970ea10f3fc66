import { Button, Group, type ButtonProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { useFormState } from 'react-final-form';
import { SubmitButton } from './SubmitButton';

type FormButtonsProps = {
  readonly onCancel: () => void;
  readonly children: ReactNode;
  readonly submitProps?: ButtonProps;
};

/** A dialog form's Cancel and submit, at the end of the form; Cancel waits while the form is being sent. */
export const FormButtons = ({ onCancel, children, submitProps }: FormButtonsProps) => {
  const { submitting } = useFormState({ subscription: { submitting: true } });
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel} disabled={submitting}>
        Cancel
      </Button>
      <SubmitButton {...submitProps}>{children}</SubmitButton>
    </Group>
  );
};
