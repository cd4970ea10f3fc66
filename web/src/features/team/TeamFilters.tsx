import { Select } from '@mantine/core';
import { ListFilters } from '../../kit/list/ListFilters';
import type { ListStateHook } from '../../kit/list/listState';
import type { TeamFilters as Filters } from './teamList';

/** Search by team name (and agency name, for managers) and filter by whether the team can be booked now. */
export const TeamFilters = ({
  list,
  viewer,
}: {
  readonly list: ListStateHook<Filters, never, never>;
  readonly viewer: 'agency' | 'manager';
}) => (
  <ListFilters
    search={{
      label: 'Search',
      placeholder: viewer === 'manager' ? 'Team or agency name' : 'Team name',
      value: list.state.filters.search,
      onSearch: (search) => list.setFilters({ search }),
    }}
    filtered={list.filtered}
    onReset={list.resetFilters}
  >
    <Select
      label="Availability"
      placeholder="Any"
      data={[
        { value: 'true', label: 'Bookable now' },
        { value: 'false', label: 'Unavailable' },
      ]}
      value={list.state.filters.available}
      onChange={(value) => list.setFilters({ available: value === 'true' || value === 'false' ? value : null })}
      clearable
      style={{ flex: '0 1 200px' }}
    />
  </ListFilters>
);
