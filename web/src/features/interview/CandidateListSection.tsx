import { Button, Group, Stack } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ListBody } from '../../kit/list/ListBody';
import { ListFilters, StatusFilter } from '../../kit/list/ListFilters';
import { candidateStatusLabels, type CandidateList, type CandidateRow, type CandidateStatus } from './candidateLabels';
import type { CandidateListControls } from './candidateListState';
import { CandidateTable, type CandidateViewer } from './CandidateTable';

type Props = {
  readonly viewer: CandidateViewer;
  readonly query: UseQueryResult<CandidateList, unknown>;
  readonly list: CandidateListControls;
  /** The statuses the filter offers. */
  readonly statuses: readonly CandidateStatus[];
  readonly caption: string;
  readonly empty: { readonly title: string; readonly description: string };
  /** Search by the specialist's name or surname or the client company (the manager's lists). */
  readonly withSearch?: boolean;
  readonly linkOf?: (row: CandidateRow) => string;
  readonly actionsOf?: (row: CandidateRow) => ReactNode;
};

/** The status filter with each status's count (and, for managers, a search), then the list in its states. */
export const CandidateListSection = ({
  viewer,
  query,
  list,
  statuses,
  caption,
  empty,
  withSearch = false,
  linkOf,
  actionsOf,
}: Props) => {
  const { state, setFilters, filtered, resetFilters } = list;
  const counts = query.data?.statusCounts;
  const statusFilter = (
    <StatusFilter
      facets={
        counts
          ? statuses.map((status) => ({ id: status, title: candidateStatusLabels[status], count: counts[status] ?? 0 }))
          : undefined
      }
      counts={counts}
      isStatus={(value): value is CandidateStatus => statuses.includes(value as CandidateStatus)}
      labelOf={(status) => candidateStatusLabels[status]}
      value={state.filters.status}
      onChange={(status) => setFilters({ status })}
    />
  );
  return (
    <Stack gap="lg">
      {withSearch ? (
        <ListFilters
          search={{
            label: 'Search',
            placeholder: 'Specialist or client',
            value: state.filters.search,
            onSearch: (search) => setFilters({ search }),
          }}
          filtered={filtered}
          onReset={resetFilters}
          statuses={statusFilter}
        />
      ) : (
        <Group component="section" aria-label="Filters" gap="sm" wrap="wrap">
          {statusFilter}
          {filtered ? (
            <Button variant="subtle" onClick={resetFilters}>
              Reset filters
            </Button>
          ) : null}
        </Group>
      )}
      <ListBody
        query={query}
        list={list}
        words={{
          noun: caption.toLowerCase(),
          empty,
          filteredEmpty: {
            title: 'Nothing matches the filters',
            description: 'Choose another status or clear the search.',
          },
        }}
        loadingRows={8}
      >
        {(rows, refreshing) => (
          <CandidateTable
            viewer={viewer}
            rows={rows}
            caption={caption}
            refreshing={refreshing}
            linkOf={linkOf}
            actionsOf={actionsOf}
          />
        )}
      </ListBody>
    </Stack>
  );
};
