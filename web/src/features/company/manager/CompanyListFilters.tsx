import { Select, TextInput } from '@mantine/core';
import { ListFilters, type Facet } from '../../../kit/list/ListFilters';
import type { ListStateHook } from '../../../kit/list/listState';
import type { CompanyListSort } from '../../../../../application/company/backOffice/schemas';
import type { CompanyFilters } from './companyList';

type Props = {
  readonly list: ListStateHook<CompanyFilters, CompanyListSort, never>;
  /** Countries present in the list with their counts; undefined while they load. */
  readonly countries: readonly Facet[] | undefined;
  readonly contracted: { readonly yes: number; readonly no: number } | undefined;
};

/** Search (name, legal name, tax number, an employee's e-mail), country, contract and the creation dates. */
export const CompanyListFilters = ({ list, countries, contracted }: Props) => {
  const { filters } = list.state;
  return (
    <ListFilters
      search={{
        label: 'Search',
        placeholder: 'Name, legal name, tax number or e-mail',
        value: filters.search,
        onSearch: (search) => list.setFilters({ search }),
      }}
      filtered={list.filtered}
      onReset={list.resetFilters}
    >
      <Select
        label="Country"
        placeholder="Any"
        data={(countries ?? []).map((c) => ({ value: c.id, label: `${c.title} (${c.count})` }))}
        value={filters.country}
        onChange={(country) => list.setFilters({ country })}
        searchable
        clearable
        nothingFoundMessage="Nothing found"
        style={{ flex: '1 1 180px' }}
      />
      <Select
        label="Contract"
        placeholder="Any"
        data={[
          { value: 'yes', label: `Signed${contracted ? ` (${contracted.yes})` : ''}` },
          { value: 'no', label: `None${contracted ? ` (${contracted.no})` : ''}` },
        ]}
        value={filters.contracted}
        onChange={(value) => list.setFilters({ contracted: value === 'yes' || value === 'no' ? value : null })}
        clearable
        style={{ flex: '0 1 160px' }}
      />
      <TextInput
        type="date"
        label="Registered from"
        value={filters.createdFrom ?? ''}
        max={filters.createdTo ?? undefined}
        onChange={(event) => list.setFilters({ createdFrom: event.currentTarget.value || null })}
        style={{ flex: '0 1 170px' }}
      />
      <TextInput
        type="date"
        label="Registered to"
        value={filters.createdTo ?? ''}
        min={filters.createdFrom ?? undefined}
        onChange={(event) => list.setFilters({ createdTo: event.currentTarget.value || null })}
        style={{ flex: '0 1 170px' }}
      />
    </ListFilters>
  );
};
