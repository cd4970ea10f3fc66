import { Button, Group, Select } from '@mantine/core';
import { DebouncedSearchInput } from '../../kit/DebouncedSearchInput';
import { candidateStatusLabels, isCandidateStatus, type CandidateStatus } from './candidateLabels';
import { emptyCandidateFilters, hasCandidateFilters, type CandidateListFilters } from './candidateListState';

const ANY = 'any';

type Props = {
  readonly statuses: readonly CandidateStatus[];
  readonly statusCounts: Record<string, number> | undefined;
  readonly filters: CandidateListFilters;
  readonly onChange: (filters: Partial<CandidateListFilters>) => void;
  /** Search by the specialist's name or surname or the client company (the manager's lists). */
  readonly withSearch?: boolean;
};

/** The status (with how many candidates each has) and, for managers, a search. */
export const CandidateFilters = ({ statuses, statusCounts, filters, onChange, withSearch = false }: Props) => {

  const total = statuses.reduce((sum, status) => sum + (statusCounts?.[status] ?? 0), 0);
  const options = [
    { value: ANY, label: statusCounts ? `All statuses (${total})` : 'All statuses' },
    ...statuses.map((status) => ({ value: status, label: statusCounts ? `${candidateStatusLabels[status]} (${statusCounts[status] ?? 0})` : candidateStatusLabels[status] })),
  ];

  return (
    <Group component="section" aria-label="Filters" align="flex-end" gap="sm" wrap="wrap">
      {withSearch ? (
        <DebouncedSearchInput label="Search" placeholder="Specialist or client" value={filters.search} onSearch={(search) => onChange({ search })} flex="1 1 240px" />
      ) : null}
      <Select
        label="Status"
        data={options}
        value={filters.status ?? ANY}
        onChange={(value) => onChange({ status: value && isCandidateStatus(value) ? value : null })}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
        style={{ flex: '0 1 260px' }}
      />
      {hasCandidateFilters(filters) ? (
        <Button variant="subtle" onClick={() => onChange(emptyCandidateFilters)}>
          Reset filters
        </Button>
      ) : null}
    </Group>
  );
};
