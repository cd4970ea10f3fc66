import { MultiSelect } from '@mantine/core';
import { useField } from 'react-final-form';
import { fieldErrorOf } from './fieldError';
import { fieldSubscription, type FieldCommon, type Option } from './fieldProps';

type MultiSelectFieldProps = FieldCommon & {
  readonly options: Option[];
  readonly onPicked?: (values: string[]) => void;
  /** The schema's limit of chosen values. */
  readonly maxValues?: number;
};

/** Several values from a list, searchable. */
export const MultiSelectField = ({ name, label, options, onPicked, maxValues, required, description, disabled, placeholder }: MultiSelectFieldProps) => {
  const { input, meta } = useField<string[]>(name, { subscription: fieldSubscription });
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
      withAsterisk={required}
      maxValues={maxValues}
      nothingFoundMessage="Nothing found"
      description={description}
      disabled={disabled}
      placeholder={placeholder}
    />
  );
};
