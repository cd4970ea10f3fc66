import { TextInput, type TextInputProps } from '@mantine/core';
import { useField } from 'react-final-form';
import { fieldErrorOf } from './fieldError';
import { fieldSubscription } from './fieldProps';

type TextFieldProps = Omit<TextInputProps, 'value' | 'onChange' | 'onBlur' | 'onFocus' | 'error' | 'name'> & {
  readonly name: string;
  readonly label: string;
};

export const TextField = ({ name, ...inputProps }: TextFieldProps) => {
  const { input, meta } = useField<string>(name, { subscription: fieldSubscription });
  return <TextInput {...inputProps} {...input} value={input.value ?? ''} error={fieldErrorOf(meta)} />;
};
