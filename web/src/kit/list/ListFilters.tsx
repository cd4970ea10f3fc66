import { Button, Chip, Group, Select, Skeleton, Stack, Text } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { DebouncedSearchInput } from '../DebouncedSearchInput';
import { exactFirstFilter } from '../form/optionFilter';

/** A value to filter by with how many items have it, as the server's filter answers give them. */
export type Facet = { readonly id: string; readonly title: string; readonly count: number };

type StatusFilterProps<Status extends string> = {
  /** The statuses present in the list with their counts (the list's facets); undefined while they load. */
  readonly facets: readonly Facet[] | undefined;
  /** Counts under the other filters, from the list answer; they win over the facets' counts. */
  readonly counts: Readonly<Record<string, number>> | undefined;
  readonly isStatus: (value: string) => value is Status;
  readonly labelOf: (status: Status) => string;
  readonly value: readonly Status[];
  readonly onChange: (statuses: Status[]) => void;
};

/** The status filter: one toggle a status with its count; several may be on. */
export const StatusFilter = <Status extends string>({
  facets,
  counts,
  isStatus,
  labelOf,
  value,
  onChange,
}: StatusFilterProps<Status>) => {
  const labelId = useId();
  const statuses = (facets ?? []).map((facet) => facet.id).filter(isStatus);
  if (statuses.length === 0) return null;
  const countOf = (status: Status) => counts?.[status] ?? facets?.find((facet) => facet.id === status)?.count ?? 0;
  return (
    <Group gap="xs" role="group" aria-labelledby={labelId} wrap="wrap">
      <Text size="sm" fw={500} id={labelId} mr={4}>
        Status
      </Text>
      <Chip.Group
        multiple
        value={[...value]}
        onChange={(chosen) => onChange(statuses.filter((status) => chosen.includes(status)))}
      >
        {statuses.map((status) => (
          <Chip key={status} value={status} size="sm" variant="outline">
            {labelOf(status)} ({countOf(status)})
          </Chip>
        ))}
      </Chip.Group>
    </Group>
  );
};

type FacetSelectProps = {
  readonly label: string;
  /** Undefined while the facets load. */
  readonly facets: readonly Facet[] | undefined;
  readonly value: string | null;
  readonly onChange: (value: string | null) => void;
  readonly searchable?: boolean;
  readonly width?: number;
};

/** One facet of a list's filters, each value with its count ("Java Developer (12)"). */
export const FacetSelect = ({ label, facets, value, onChange, searchable = true, width = 200 }: FacetSelectProps) =>
  facets ? (
    <Select
      label={label}
      placeholder="Any"
      data={facets.map((facet) => ({ value: facet.id, label: `${facet.title} (${facet.count})` }))}
      value={value}
      onChange={onChange}
      searchable={searchable}
      filter={exactFirstFilter}
      selectFirstOptionOnChange
      clearable
      nothingFoundMessage="Nothing found"
      style={{ flex: `1 1 ${width}px` }}
    />
  ) : (
    <Skeleton height={36} width={width} aria-hidden />
  );

type ListFiltersProps = {
  readonly search: {
    readonly label: string;
    readonly placeholder: string;
    readonly value: string;
    readonly onSearch: (search: string) => void;
  };
  /** Whether any filter is on: a reset button shows. */
  readonly filtered: boolean;
  readonly onReset: () => void;
  /** The list's own filters (facet selects) beside the search. */
  readonly children?: ReactNode;
  /** Under the row of filters: the status toggles. */
  readonly statuses?: ReactNode;
};

/** A list's filters: the search, the list's own filters and a reset on one row, the statuses under them. */
export const ListFilters = ({ search, filtered, onReset, children, statuses }: ListFiltersProps) => (
  <Stack gap="sm" component="section" aria-label="Filters">
    <Group align="flex-end" gap="sm" wrap="wrap">
      <DebouncedSearchInput
        label={search.label}
        placeholder={search.placeholder}
        value={search.value}
        onSearch={search.onSearch}
      />
      {children}
      {filtered ? (
        <Button variant="subtle" onClick={onReset}>
          Reset filters
        </Button>
      ) : null}
    </Group>
    {statuses}
  </Stack>
);

/** What the filters bar needs of a list's state (a `useListState` result): its search and statuses, whether it is filtered, the changes. */
type FilteredList<Status extends string> = {
  readonly state: { readonly filters: { readonly search: string; readonly statuses: readonly Status[] } };
  readonly filtered: boolean;
  readonly setFilters: (filters: { readonly search?: string; readonly statuses?: Status[] }) => void;
  readonly resetFilters: () => void;
};

/** The bar's search, reset and status toggles bound to a list's state: `<ListFilters {...filterBarOf(list, words, statuses)}>`. */
export const filterBarOf = <Status extends string>(
  list: FilteredList<Status>,
  search: { readonly label: string; readonly placeholder: string },
  statuses: Omit<StatusFilterProps<Status>, 'value' | 'onChange'> | null,
): Omit<ListFiltersProps, 'children'> => ({
  search: { ...search, value: list.state.filters.search, onSearch: (text) => list.setFilters({ search: text }) },
  filtered: list.filtered,
  onReset: list.resetFilters,
  statuses: statuses ? (
    <StatusFilter
      {...statuses}
      value={list.state.filters.statuses}
      onChange={(chosen) => list.setFilters({ statuses: chosen })}
    />
  ) : null,
});

/** What an area's filter bar takes: the list, the facets of its filters, the counts per status, and filters of one list only. */
export type AreaFiltersProps<
  Filters extends { readonly search: string; readonly statuses: readonly string[] },
  Facets,
> = {
  readonly list: FilteredList<Filters['statuses'][number]> & {
    readonly state: { readonly filters: Filters };
    readonly setFilters: (filters: Partial<Filters>) => void;
  };
  readonly facets: Facets | undefined;
  /** Items per status under the other filters, from the list answer. */
  readonly statusCounts: Record<string, number> | undefined;
  /** The archive has one status: no status toggles there. */
  readonly showStatuses?: boolean;
  /** Filters of one list only (the manager's agency). */
  readonly children?: ReactNode;
};
