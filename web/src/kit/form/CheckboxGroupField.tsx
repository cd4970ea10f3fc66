import { Checkbox, Group } from '@mantine/core';
import { useField } from 'react-final-form';
import { fieldErrorOf } from './fieldError';
import { fieldSubscription, type FieldCommon, type Option } from './fieldProps';

/** Several values as checkboxes side by side (work formats, engagement types). */
export const CheckboxGroupField = ({
  name,
  label,
  options,
  required,
  description,
}: FieldCommon & { readonly options: Option[] }) => {
  const { input, meta } = useField<string[]>(name, { subscription: fieldSubscription });
  return (
    <Checkbox.Group
      label={label}
      value={input.value || []}
      onChange={(values) => {
        input.onChange(values);
        input.onBlur();
      }}
      error={fieldErrorOf(meta)}
      withAsterisk={required}
      description={description}
    >
      <Group mt="xs" gap="lg">
        {options.map((option) => (
          <Checkbox key={option.value} value={option.value} label={option.label} />
        ))}
      </Group>
    </Checkbox.Group>
  );
};
