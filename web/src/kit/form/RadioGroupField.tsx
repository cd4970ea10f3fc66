import { Group, Radio } from '@mantine/core';
import { useField } from 'react-final-form';
import { fieldErrorOf } from './fieldError';

export type RadioOption = { readonly value: string; readonly label: string; readonly description?: string };

type RadioGroupFieldProps = {
  readonly name: string;
  readonly label: string;
  readonly options: readonly RadioOption[];
  readonly withAsterisk?: boolean;
};

export const RadioGroupField = ({ name, label, options, withAsterisk }: RadioGroupFieldProps) => {
  const { input, meta } = useField<string>(name, { subscription: { value: true, error: true, touched: true, submitError: true, dirtySinceLastSubmit: true } });
  return (
    <Radio.Group
      name={input.name}
      label={label}
      value={input.value || null}
      onChange={(value) => {
        input.onChange(value);
        input.onBlur();
      }}
      error={fieldErrorOf(meta)}
      withAsterisk={withAsterisk ?? false}
    >
      <Group mt="xs" gap="lg">
        {options.map((option) => (
          <Radio key={option.value} value={option.value} label={option.label} description={option.description} />
        ))}
      </Group>
    </Radio.Group>
  );
};
