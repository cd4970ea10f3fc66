import { Select, TextInput } from '@mantine/core';
import { ListFilters, StatusFilter, type Facet } from '../../kit/list/ListFilters';
import type { ListStateHook } from '../../kit/list/listState';
import type { ActFilters as Filters, ActSort } from './actList';
import { actStatusLabelOf, isActStatus, listedActStatuses } from './actWords';

type Props = {
  readonly list: ListStateHook<Filters, ActSort, never>;
  readonly statusCounts: Readonly<Record<string, number>> | undefined;
  /** The statuses this side sees (a client: from the moment the platform sent the act). */
  readonly statuses?: readonly string[];
  /** The specialists to filter by. */
  readonly specialists: readonly { readonly id: string; readonly name: string }[];
  readonly searchPlaceholder: string;
};

/** Status with counts, specialist, and the months from and to (the browser's month input, yyyy-MM). */
export const ActFilters = ({ list, statusCounts, statuses, specialists, searchPlaceholder }: Props) => {
  const { filters } = list.state;
  const shown = listedActStatuses.filter((s) => !statuses || statuses.includes(s));
  const facets: Facet[] | undefined = statusCounts
    ? shown.map((status) => ({ id: status, title: actStatusLabelOf(status), count: statusCounts[status] ?? 0 }))
    : undefined;
  return (
    <ListFilters
      search={{
        label: 'Search',
        placeholder: searchPlaceholder,
        value: filters.search,
        onSearch: (search) => list.setFilters({ search }),
      }}
      filtered={list.filtered}
      onReset={list.resetFilters}
      statuses={
        <StatusFilter
          facets={facets}
          counts={statusCounts}
          isStatus={isActStatus}
          labelOf={actStatusLabelOf}
          value={filters.statuses}
          onChange={(s) => list.setFilters({ statuses: s })}
        />
      }
    >
      <Select
        label="Specialist"
        placeholder="Any"
        data={specialists.map((s) => ({ value: s.id, label: s.name }))}
        value={filters.specialistId}
        onChange={(value) => list.setFilters({ specialistId: value })}
        // An empty list says why: acts are made for specialists on a project only.
        nothingFoundMessage={
          specialists.length === 0 ? 'No specialist on a project yet: acts are made for them' : 'Nothing found'
        }
        clearable
        searchable
        style={{ flex: '1 1 200px' }}
      />
      <TextInput
        type="month"
        label="From month"
        value={filters.monthFrom}
        onChange={(e) => list.setFilters({ monthFrom: e.currentTarget.value })}
        style={{ flex: '0 1 170px' }}
      />
      <TextInput
        type="month"
        label="To month"
        value={filters.monthTo}
        onChange={(e) => list.setFilters({ monthTo: e.currentTarget.value })}
        style={{ flex: '0 1 170px' }}
      />
    </ListFilters>
  );
};
