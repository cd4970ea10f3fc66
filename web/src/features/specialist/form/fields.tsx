import { Checkbox, Group, MultiSelect, Select, Switch, TextInput, type ComboboxItem } from '@mantine/core';
import { useField } from 'react-final-form';
import { fieldErrorOf } from '../../../kit/form/fieldError';

const subscription = { value: true, error: true, touched: true, submitError: true, dirtySinceLastSubmit: true } as const;
export type Option = ComboboxItem;

type Common = { readonly name: string; readonly label: string; readonly description?: string; readonly required?: boolean; readonly disabled?: boolean; readonly placeholder?: string };

/** One value from a list; `onPicked` lets a step react (a new country clears the city). */
export const SelectField = ({ name, label, options, onPicked, searchable = true, ...rest }: Common & { readonly options: Option[]; readonly onPicked?: (value: string | null) => void; readonly searchable?: boolean }) => {
  const { input, meta } = useField<string | null>(name, { subscription });
  return (
    <Select
      label={label}
      data={options}
      value={input.value || null}
      onChange={(value) => {
        input.onChange(value);
        input.onBlur();
        onPicked?.(value);
      }}
      onBlur={input.onBlur}
      error={fieldErrorOf(meta)}
      searchable={searchable}
      clearable={!rest.required}
      withAsterisk={rest.required}
      nothingFoundMessage="Nothing found"
      description={rest.description}
      disabled={rest.disabled}
      placeholder={rest.placeholder}
    />
  );
};

export const MultiSelectField = ({ name, label, options, onPicked, maxValues, ...rest }: Common & { readonly options: Option[]; readonly onPicked?: (values: string[]) => void; readonly maxValues?: number }) => {
  const { input, meta } = useField<string[]>(name, { subscription });
  return (
    <MultiSelect
      label={label}
      data={options}
      value={input.value || []}
      onChange={(values) => {
        input.onChange(values);
        input.onBlur();
        onPicked?.(values);
      }}
      onBlur={input.onBlur}
      error={fieldErrorOf(meta)}
      searchable
      clearable
      withAsterisk={rest.required}
      maxValues={maxValues}
      nothingFoundMessage="Nothing found"
      description={rest.description}
      disabled={rest.disabled}
      placeholder={rest.placeholder}
    />
  );
};

/** A calendar date as yyyy-MM-dd through the browser's own date input (keyboard-friendly, localised). */
export const DateField = ({ name, label, max, min, ...rest }: Common & { readonly max?: string; readonly min?: string }) => {
  const { input, meta } = useField<string>(name, { subscription });
  return (
    <TextInput
      type="date"
      label={label}
      {...input}
      value={input.value ?? ''}
      max={max}
      min={min}
      error={fieldErrorOf(meta)}
      withAsterisk={rest.required}
      description={rest.description}
      disabled={rest.disabled}
    />
  );
};

/** Digits only, as the seeds say for the hour price and hours a week. */
export const DigitsField = ({ name, label, maxLength, ...rest }: Common & { readonly maxLength: number; readonly rightSection?: React.ReactNode }) => {
  const { input, meta } = useField<string>(name, { subscription });
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
      withAsterisk={rest.required}
      description={rest.description}
      rightSection={rest.rightSection}
      disabled={rest.disabled}
    />
  );
};

/** Several values as checkboxes (work formats, engagement types). */
export const CheckboxGroupField = ({ name, label, options, ...rest }: Common & { readonly options: Option[] }) => {
  const { input, meta } = useField<string[]>(name, { subscription });
  return (
    <Checkbox.Group
      label={label}
      value={input.value || []}
      onChange={(values) => {
        input.onChange(values);
        input.onBlur();
      }}
      error={fieldErrorOf(meta)}
      withAsterisk={rest.required}
      description={rest.description}
    >
      <Group mt="xs" gap="lg">
        {options.map((option) => (
          <Checkbox key={option.value} value={option.value} label={option.label} />
        ))}
      </Group>
    </Checkbox.Group>
  );
};

export const SwitchField = ({ name, label, description }: Common) => {
  const { input } = useField<boolean>(name, { type: 'checkbox', subscription: { value: true } });
  return <Switch label={label} description={description} checked={input.checked ?? false} onChange={input.onChange} name={input.name} />;
};
