import { Select } from '@mantine/core';
import { useField } from 'react-final-form';
import { fieldErrorOf } from './fieldError';
import { exactFirstFilter } from './optionFilter';
import { fieldSubscription, type FieldCommon, type Option } from './fieldProps';

type SelectFieldProps = FieldCommon & {
  readonly options: Option[];
  /** Lets the form react to a choice (a new country clears the city). */
  readonly onPicked?: (value: string | null) => void;
  readonly searchable?: boolean;
  /** Why there is nothing to choose, said in words when `options` is empty (under the field and in its open list). */
  readonly emptyReason?: string | undefined;
};

/** One value from a list. */
export const SelectField = ({
  name,
  label,
  options,
  onPicked,
  searchable = true,
  required,
  description,
  disabled,
  placeholder,
  emptyReason,
}: SelectFieldProps) => {
  const { input, meta } = useField<string | null>(name, { subscription: fieldSubscription });
  const whyEmpty = options.length === 0 ? emptyReason : undefined;
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
      onFocus={input.onFocus}
      onBlur={input.onBlur}
      error={fieldErrorOf(meta)}
      searchable={searchable}
      filter={exactFirstFilter}
      // Enter takes the best match: the exact one comes first.
      selectFirstOptionOnChange
      clearable={!required}
      withAsterisk={required}
      nothingFoundMessage={whyEmpty ?? 'Nothing found'}
      description={whyEmpty ?? description}
      disabled={disabled}
      placeholder={placeholder}
    />
  );
};
