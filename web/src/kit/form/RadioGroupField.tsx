import { Group, Radio, Stack } from '@mantine/core';
import { useField } from 'react-final-form';
import { fieldErrorOf } from './fieldError';
import { fieldSubscription } from './fieldProps';

export type RadioOption = {
  readonly value: string;
  readonly label: string;
  readonly description?: string | undefined;
  readonly disabled?: boolean;
};

type RadioGroupFieldProps = {
  readonly name: string;
  readonly label: string;
  readonly options: readonly RadioOption[];
  readonly withAsterisk?: boolean;
  readonly description?: string;
  /** Options side by side (short choices) or one under another (longer ones). */
  readonly layout?: 'row' | 'column';
};

export const RadioGroupField = ({
  name,
  label,
  options,
  withAsterisk,
  description,
  layout = 'row',
}: RadioGroupFieldProps) => {
  const { input, meta } = useField<string>(name, { subscription: fieldSubscription });
  return (
    <Radio.Group
      name={input.name}
      label={label}
      description={description}
      value={input.value || null}
      onChange={(value) => {
        input.onChange(value);
        input.onBlur();
      }}
      error={fieldErrorOf(meta)}
      withAsterisk={withAsterisk ?? false}
    >
      {layout === 'row' ? (
        <Group mt="xs" gap="lg">
          {options.map((option) => (
            <Radio
              key={option.value}
              value={option.value}
              label={option.label}
              description={option.description}
              disabled={option.disabled ?? false}
            />
          ))}
        </Group>
      ) : (
        <Stack mt="xs" gap="sm">
          {options.map((option) => (
            <Radio
              key={option.value}
              value={option.value}
              label={option.label}
              description={option.description}
              disabled={option.disabled ?? false}
            />
          ))}
        </Stack>
      )}
    </Radio.Group>
  );
};
