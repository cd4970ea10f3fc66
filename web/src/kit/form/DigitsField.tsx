import { TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { useField } from 'react-final-form';
import { fieldErrorOf } from './fieldError';
import { fieldSubscription, type FieldCommon } from './fieldProps';

/** The seeds' number-only input: whatever is typed or pasted keeps its digits only. */
export const DigitsField = ({
  name,
  label,
  maxLength,
  rightSection,
  required,
  description,
  disabled,
}: FieldCommon & { readonly maxLength: number; readonly rightSection?: ReactNode }) => {
  const { input, meta } = useField<string>(name, { subscription: fieldSubscription });
  return (
    <TextInput
      label={label}
      inputMode="numeric"
      autoComplete="off"
      maxLength={maxLength}
      name={input.name}
      value={input.value ?? ''}
      onChange={(event) => input.onChange(event.currentTarget.value.replace(/\D/g, ''))}
      onBlur={input.onBlur}
      onFocus={input.onFocus}
      error={fieldErrorOf(meta)}
      withAsterisk={required}
      description={description}
      rightSection={rightSection}
      disabled={disabled}
    />
  );
};
