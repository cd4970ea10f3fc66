import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { ContractKind } from '../../../../domain/contract/contract.kinds';
import { useTRPC } from '../../app/trpc';

type CompanyPickerProps = {
  readonly kind: ContractKind;
  readonly label: string;
  readonly value: string | null;
  readonly onChange: (id: string | null) => void;
  readonly onBlur?: () => void;
  readonly error?: string | undefined;
  readonly required?: boolean;
  readonly placeholder?: string;
  readonly disabled?: boolean;
  readonly width?: number;
};

/** A company a contract can be made with (`list-for-document`), found by typing part of its name. */
export const CompanyPicker = ({
  kind,
  label,
  value,
  onChange,
  onBlur,
  error,
  required = false,
  placeholder = 'Type to search',
  disabled,
  width,
}: CompanyPickerProps) => {
  const trpc = useTRPC();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  // Names already seen, so the chosen company keeps its name while another search shows other companies.
  const known = useRef(new Map<string, string>());
  const companies = useQuery({
    ...trpc.contract.companiesForDocument.queryOptions({ kind, search: debounced, limit: 50 }),
    placeholderData: keepPreviousData,
  });
  for (const company of companies.data ?? []) known.current.set(company.id, company.name);
  const options = (companies.data ?? []).map((company) => ({ value: company.id, label: company.name }));
  if (value && !options.some((option) => option.value === value) && known.current.has(value))
    options.unshift({ value, label: known.current.get(value) as string });
  return (
    <Select
      label={label}
      placeholder={companies.isPending ? 'Loading…' : placeholder}
      data={options}
      value={value}
      onChange={(chosen) => {
        onChange(chosen);
        setSearch('');
      }}
      onBlur={onBlur}
      searchable
      filter={({ options: all }) => all}
      onSearchChange={setSearch}
      clearable={!required}
      withAsterisk={required}
      nothingFoundMessage={companies.isFetching ? 'Searching…' : 'No company with that name'}
      error={error ?? (companies.isError ? 'The companies did not load' : undefined)}
      disabled={disabled}
      style={width ? { flex: `1 1 ${width}px` } : undefined}
    />
  );
};
