import { Textarea, type TextareaProps } from '@mantine/core';
import { useField } from 'react-final-form';
import { fieldErrorOf } from './fieldError';
import { fieldSubscription } from './fieldProps';

type TextareaFieldProps = Omit<
  TextareaProps,
  'value' | 'onChange' | 'onBlur' | 'onFocus' | 'error' | 'name' | 'maxLength'
> & {
  readonly name: string;
  readonly label: string;
  /** The limit of the shared schema; the counter shows how much is left. */
  readonly maxLength: number;
};

/** A text area with the seeds' character counter, bound to react-final-form. */
export const TextareaField = ({ name, maxLength, description, ...inputProps }: TextareaFieldProps) => {
  const { input, meta } = useField<string>(name, { subscription: fieldSubscription });
  const length = (input.value ?? '').length;
  return (
    <Textarea
      autosize
      minRows={3}
      maxRows={10}
      {...inputProps}
      {...input}
      value={input.value ?? ''}
      error={fieldErrorOf(meta)}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      description={
        <>
          {description ? <>{description} · </> : null}
          {length} / {maxLength} characters
        </>
      }
    />
  );
};
