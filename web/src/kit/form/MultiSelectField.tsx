import { MultiSelect, type ComboboxProps } from '@mantine/core';
import { useState } from 'react';
import { useField } from 'react-final-form';
import { fieldErrorOf } from './fieldError';
import { exactFirstFilter } from './optionFilter';
import { fieldSubscription, type FieldCommon, type Option } from './fieldProps';

/**
 * The list opens in the page's flow, under the field: it pushes the next fields down instead of covering them while
 * the user picks several values, and never flips over the label above.
 */
export const inFlowDropdown: ComboboxProps = {
  withinPortal: false,
  middlewares: { flip: false, shift: false },
  styles: { dropdown: { position: 'static', top: 'auto', left: 'auto', marginTop: 4 } },
};

type MultiSelectFieldProps = FieldCommon & {
  readonly options: Option[];
  readonly onPicked?: (values: string[]) => void;
  /** The schema's limit of chosen values. */
  readonly maxValues?: number;
};

/**
 * Several values from a list, searchable. The list closes once the field holds all it takes (at once for a field of
 * one value), and opens in the flow under the field (`inFlowDropdown`).
 */
export const MultiSelectField = ({
  name,
  label,
  options,
  onPicked,
  maxValues,
  required,
  description,
  disabled,
  placeholder,
}: MultiSelectFieldProps) => {
  const { input, meta } = useField<string[]>(name, { subscription: fieldSubscription });
  const [opened, setOpened] = useState(false);
  // One box for the field and its list, so a grid or a group places them together.
  return (
    <div>
      <MultiSelect
        label={label}
        data={options}
        value={input.value || []}
        dropdownOpened={opened}
        onDropdownOpen={() => setOpened(true)}
        onDropdownClose={() => setOpened(false)}
        comboboxProps={inFlowDropdown}
        maxDropdownHeight={240}
        onChange={(values) => {
          input.onChange(values);
          input.onBlur();
          onPicked?.(values);
          if (maxValues !== undefined && values.length >= maxValues) setOpened(false);
        }}
        onFocus={input.onFocus}
        onBlur={input.onBlur}
        error={fieldErrorOf(meta)}
        searchable
        filter={exactFirstFilter}
        clearable
        withAsterisk={required}
        maxValues={maxValues}
        nothingFoundMessage="Nothing found"
        description={description}
        disabled={disabled}
        placeholder={placeholder}
      />
    </div>
  );
};
