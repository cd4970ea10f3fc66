import type { ComboboxItem } from '@mantine/core';

/** What a field shows besides its value; `fieldSubscription` is what it listens to. */
export type FieldCommon = {
  readonly name: string;
  readonly label: string;
  readonly description?: string;
  readonly required?: boolean;
  readonly disabled?: boolean;
  readonly placeholder?: string;
};

export type Option = ComboboxItem;

export const fieldSubscription = {
  value: true,
  error: true,
  touched: true,
  submitError: true,
  dirtySinceLastSubmit: true,
  modified: true,
  visited: true,
  submitFailed: true,
} as const;
