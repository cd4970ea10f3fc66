import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTRPC } from '../../../app/trpc';

type AgencyFilterProps = {
  readonly agencyId: string | null;
  /** The chosen agency's name when it is known from the list rows (after a click on a row's agency). */
  readonly knownName: string | null;
  readonly onChange: (agencyId: string | null, name: string | null) => void;
};

const SEARCH_DEBOUNCE_MS = 500;

/**
 * The manager's agency filter. The specialist filters carry no agency facet, so agencies are found
 * among the partner companies a manager can reach (the same directory as "Act as a user").
 */
export const AgencyFilter = ({ agencyId, knownName, onChange }: AgencyFilterProps) => {
  const trpc = useTRPC();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const candidates = useQuery({
    ...trpc.identity.impersonationCandidates.queryOptions({ search: debounced, companyType: 'agency' }),
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });

  const data = useMemo(() => {
    const agencies = new Map<string, string>();
    for (const user of candidates.data ?? []) agencies.set(user.companyId, user.companyName);
    if (agencyId && !agencies.has(agencyId)) agencies.set(agencyId, knownName ?? 'Chosen agency');
    return [...agencies].map(([value, label]) => ({ value, label })).sort((a, b) => a.label.localeCompare(b.label));
  }, [candidates.data, agencyId, knownName]);

  // Without the directory (a staff role without it), the filter still works from the rows' agency links.
  if (candidates.isError && !agencyId) return null;
  return (
    <Select
      label="Agency"
      placeholder="Any"
      data={data}
      value={agencyId}
      onChange={(value) => onChange(value, data.find((d) => d.value === value)?.label ?? null)}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      clearable
      nothingFoundMessage={candidates.isFetching ? 'Searching…' : 'No agencies found'}
      style={{ flex: '1 1 200px' }}
    />
  );
};
