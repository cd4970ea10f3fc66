import { Button, Chip, Group, Select, Skeleton, Stack, Text } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import type { RouterOutputs } from '../../../app/trpc';
import { DebouncedSearchInput } from '../../../kit/DebouncedSearchInput';
import { gradeLabelOf, isGrade, isSpecialistStatus, statusLabelOf } from '../card/specialistLabels';
import { emptyFilters, hasFilters, type ListFilters } from './listQueryState';

export type CardFacets = RouterOutputs['specialist']['filtersForAgency'];

type SpecialistFiltersProps = {
  readonly facets: CardFacets | undefined;
  /** Cards per status under the other filters, from the list answer. */
  readonly statusCounts: Record<string, number> | undefined;
  readonly filters: ListFilters;
  readonly onChange: (filters: Partial<ListFilters>) => void;
  readonly showStatuses?: boolean;
  /** Extra filters of one list (the manager's agency). */
  readonly extra?: ReactNode;
};

export const SpecialistFilters = ({ facets, statusCounts, filters, onChange, showStatuses = true, extra }: SpecialistFiltersProps) => {
  const statusLabelId = useId();

  const statuses = (facets?.statuses ?? []).map((s) => s.id).filter(isSpecialistStatus);
  const countOf = (status: string) => statusCounts?.[status] ?? facets?.statuses.find((s) => s.id === status)?.count ?? 0;

  return (
    <Stack gap="sm" component="section" aria-label="Filters">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <DebouncedSearchInput label="Search by name" placeholder="Name or surname" value={filters.search} onSearch={(search) => onChange({ search })} />
        {facets ? (
          <>
            <Select
              label="Specialization"
              placeholder="Any"
              data={facets.specializations.map((s) => ({ value: s.id, label: `${s.title} (${s.count})` }))}
              value={filters.specializationId}
              onChange={(value) => onChange({ specializationId: value })}
              searchable
              clearable
              nothingFoundMessage="Nothing found"
              style={{ flex: '1 1 200px' }}
            />
            <Select
              label="Grade"
              placeholder="Any"
              data={facets.grades.filter((g) => isGrade(g.id)).map((g) => ({ value: g.id, label: `${gradeLabelOf(g.id)} (${g.count})` }))}
              value={filters.grade}
              onChange={(value) => onChange({ grade: value && isGrade(value) ? value : null })}
              clearable
              style={{ flex: '0 1 160px' }}
            />
          </>
        ) : (
          <>
            <Skeleton height={36} width={200} aria-hidden />
            <Skeleton height={36} width={160} aria-hidden />
          </>
        )}
        {extra}
        {hasFilters(filters) ? (
          <Button variant="subtle" onClick={() => onChange(emptyFilters)}>
            Reset filters
          </Button>
        ) : null}
      </Group>
      {showStatuses && statuses.length > 0 ? (
        <Group gap="xs" role="group" aria-labelledby={statusLabelId} wrap="wrap">
          <Text size="sm" fw={500} id={statusLabelId} mr={4}>
            Status
          </Text>
          <Chip.Group multiple value={[...filters.statuses]} onChange={(value) => onChange({ statuses: value.filter(isSpecialistStatus) })}>
            {statuses.map((status) => (
              <Chip key={status} value={status} size="sm" variant="outline">
                {statusLabelOf(status)} ({countOf(status)})
              </Chip>
            ))}
          </Chip.Group>
        </Group>
      ) : null}
    </Stack>
  );
};
