import { TextInput } from '@mantine/core';
import { useField } from 'react-final-form';
import { fieldErrorOf } from './fieldError';
import { fieldSubscription, type FieldCommon } from './fieldProps';

/** A calendar date as yyyy-MM-dd through the browser's own date input (keyboard-friendly, localised). */
export const DateField = ({
  name,
  label,
  max,
  min,
  required,
  description,
  disabled,
}: FieldCommon & { readonly max?: string; readonly min?: string }) => {
  const { input, meta } = useField<string>(name, { subscription: fieldSubscription });
  return (
    <TextInput
      type="date"
      label={label}
      {...input}
      value={input.value ?? ''}
      max={max}
      min={min}
      error={fieldErrorOf(meta)}
      withAsterisk={required}
      description={description}
      disabled={disabled}
    />
  );
};
