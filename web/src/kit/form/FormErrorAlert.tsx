import { Alert } from '@mantine/core';
import { useFormState } from 'react-final-form';

/** The form's own error (not tied to one field), announced to screen readers when it appears. */
export const FormErrorAlert = () => {
  const { submitError, dirtySinceLastSubmit } = useFormState({
    subscription: { submitError: true, dirtySinceLastSubmit: true },
  });
  if (typeof submitError !== 'string' || dirtySinceLastSubmit) return null;
  return (
    <Alert color="red" variant="light" role="alert" title="Could not submit">
      {submitError}
    </Alert>
  );
};
