import { Switch } from '@mantine/core';
import { useField } from 'react-final-form';
import type { FieldCommon } from './fieldProps';

/** A yes-or-no value as a switch. */
export const SwitchField = ({ name, label, description }: Pick<FieldCommon, 'name' | 'label' | 'description'>) => {
  const { input } = useField<boolean>(name, { type: 'checkbox', subscription: { value: true } });
  return (
    <Switch
      label={label}
      description={description}
      checked={input.checked ?? false}
      onChange={input.onChange}
      name={input.name}
    />
  );
};
