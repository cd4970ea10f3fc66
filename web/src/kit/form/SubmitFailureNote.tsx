import { Text } from '@mantine/core';
import { useFormState } from 'react-final-form';

/**
 * Why the last save failed, beside the button that was pressed (a long form's own error at its top is out of sight):
 * the server's message, else a pointer to the fields marked in red. Gone once the form changes.
 */
export const SubmitFailureNote = () => {
  const { submitFailed, submitError, dirtySinceLastSubmit, submitting } = useFormState({
    subscription: { submitFailed: true, submitError: true, dirtySinceLastSubmit: true, submitting: true },
  });
  if (!submitFailed || dirtySinceLastSubmit || submitting) return null;
  return (
    <Text size="sm" c="red.8" role="alert">
      {typeof submitError === 'string' ? `Not saved: ${submitError}` : 'Not saved: correct the fields marked in red.'}
    </Text>
  );
};
