import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useState } from 'react';
import { useField } from 'react-final-form';
import { fieldErrorOf } from './fieldError';
import { fieldSubscription } from './fieldProps';

type PasswordFieldProps = Omit<
  PasswordInputProps,
  'value' | 'onChange' | 'onBlur' | 'onFocus' | 'error' | 'name' | 'visible'
> & {
  readonly name: string;
  readonly label: string;
};

export const PasswordField = ({ name, ...inputProps }: PasswordFieldProps) => {
  const { input, meta } = useField<string>(name, { subscription: fieldSubscription });
  const [visible, setVisible] = useState(false);
  return (
    <PasswordInput
      {...inputProps}
      {...input}
      value={input.value ?? ''}
      error={fieldErrorOf(meta)}
      visible={visible}
      onVisibilityChange={setVisible}
      // Reachable by Tab, and named: a keyboard user checks what they typed too.
      visibilityToggleFocusable
      visibilityToggleButtonProps={{ 'aria-label': visible ? 'Hide password' : 'Show password' }}
    />
  );
};
