import { TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { SearchIcon } from './icons';

/** The seeds' suggestion debounce: search as the user pauses, not on every letter. */
const SEARCH_DEBOUNCE_MS = 500;

type Props = {
  readonly label: string;
  readonly placeholder: string;
  /** The search in force (from the address). */
  readonly value: string;
  /** Called with the trimmed text after a pause in typing, or at once on Enter. */
  readonly onSearch: (value: string) => void;
  /** CSS flex of the box in its filter row. */
  readonly flex?: string;
};

/** A list's search box: typing is local and sent after a pause; a reset or Back in the browser changes the value, and the box follows. */
export const DebouncedSearchInput = ({ label, placeholder, value, onSearch, flex = '1 1 220px' }: Props) => {
  const [typed, setTyped] = useState(value);
  const send = useDebouncedCallback((text: string) => onSearch(text.trim()), SEARCH_DEBOUNCE_MS);
  useEffect(() => setTyped((current) => (current.trim() === value ? current : value)), [value]);
  return (
    <TextInput
      label={label}
      type="search"
      placeholder={placeholder}
      leftSection={<SearchIcon size={16} />}
      value={typed}
      onChange={(event) => {
        setTyped(event.currentTarget.value);
        send(event.currentTarget.value);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') onSearch(typed.trim());
      }}
      style={{ flex }}
      maxLength={100}
    />
  );
};
