import { Button, Chip, Group, Select, Skeleton, Stack, Text } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import type { RouterOutputs } from '../../app/trpc';
import { DebouncedSearchInput } from '../../kit/DebouncedSearchInput';
import { isSolutionStatus, solutionStatusLabelOf } from './solutionLabels';
import { emptySolutionFilters, hasSolutionFilters, type SolutionListFilters } from './solutionListState';

export type SolutionFacets = RouterOutputs['solution']['filtersForAgency'];

type Props = {
  readonly facets: SolutionFacets | undefined;
  readonly statusCounts: Record<string, number> | undefined;
  readonly filters: SolutionListFilters;
  readonly onChange: (filters: Partial<SolutionListFilters>) => void;
  readonly showStatuses?: boolean;
  readonly extra?: ReactNode;
};

/** Search by title or ID, the category and the statuses of a solution list. */
export const SolutionFilters = ({ facets, statusCounts, filters, onChange, showStatuses = true, extra }: Props) => {
  const statusLabelId = useId();

  const statuses = (facets?.statuses ?? []).map((s) => s.id).filter(isSolutionStatus);
  const countOf = (status: string) => statusCounts?.[status] ?? facets?.statuses.find((s) => s.id === status)?.count ?? 0;

  return (
    <Stack gap="sm" component="section" aria-label="Filters">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <DebouncedSearchInput label="Search" placeholder="Title or ID" value={filters.search} onSearch={(search) => onChange({ search })} />
        {facets ? (
          <Select
            label="Category"
            placeholder="Any"
            data={facets.categories.map((c) => ({ value: c.id, label: `${c.title} (${c.count})` }))}
            value={filters.categoryId}
            onChange={(value) => onChange({ categoryId: value })}
            searchable
            clearable
            nothingFoundMessage="Nothing found"
            style={{ flex: '1 1 220px' }}
          />
        ) : (
          <Skeleton height={36} width={220} aria-hidden />
        )}
        {extra}
        {hasSolutionFilters(filters) ? (
          <Button variant="subtle" onClick={() => onChange(emptySolutionFilters)}>
            Reset filters
          </Button>
        ) : null}
      </Group>
      {showStatuses && statuses.length > 0 ? (
        <Group gap="xs" role="group" aria-labelledby={statusLabelId} wrap="wrap">
          <Text size="sm" fw={500} id={statusLabelId} mr={4}>
            Status
          </Text>
          <Chip.Group multiple value={[...filters.statuses]} onChange={(value) => onChange({ statuses: value.filter(isSolutionStatus) })}>
            {statuses.map((status) => (
              <Chip key={status} value={status} size="sm" variant="outline">
                {solutionStatusLabelOf(status)} ({countOf(status)})
              </Chip>
            ))}
          </Chip.Group>
        </Group>
      ) : null}
    </Stack>
  );
};
