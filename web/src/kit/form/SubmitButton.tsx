import { Button, type ButtonProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { useFormState } from 'react-final-form';

export const SubmitButton = ({ children, ...buttonProps }: ButtonProps & { readonly children: ReactNode }) => {
  const { submitting } = useFormState({ subscription: { submitting: true } });
  return (
    <Button type="submit" loading={submitting} {...buttonProps}>
      {children}
    </Button>
  );
};
