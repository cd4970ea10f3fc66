import { Checkbox, type CheckboxProps } from '@mantine/core';
import { useField } from 'react-final-form';
import { fieldErrorOf } from './fieldError';
import { fieldSubscription } from './fieldProps';

type CheckboxFieldProps = Omit<
  CheckboxProps,
  'checked' | 'onChange' | 'onBlur' | 'onFocus' | 'error' | 'name' | 'value'
> & {
  readonly name: string;
};

export const CheckboxField = ({ name, ...checkboxProps }: CheckboxFieldProps) => {
  const { input, meta } = useField<boolean>(name, {
    type: 'checkbox',
    subscription: fieldSubscription,
  });
  return (
    <Checkbox
      {...checkboxProps}
      name={input.name}
      checked={input.checked ?? false}
      onChange={input.onChange}
      onBlur={input.onBlur}
      onFocus={input.onFocus}
      error={fieldErrorOf(meta)}
    />
  );
};
