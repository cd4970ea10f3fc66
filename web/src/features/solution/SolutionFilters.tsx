import { FacetSelect, filterBarOf, ListFilters, type AreaFiltersProps } from '../../kit/list/ListFilters';
import { isSolutionStatus, solutionStatusLabelOf } from './solutionLabels';
import type { SolutionFacets, SolutionFilters as Filters } from './solutionList';

/** Search by title or ID, the category and the statuses of a solution list. */
export const SolutionFilters = ({
  list,
  facets,
  statusCounts,
  showStatuses = true,
  children,
}: AreaFiltersProps<Filters, SolutionFacets>) => (
  <ListFilters
    {...filterBarOf(
      list,
      { label: 'Search', placeholder: 'Title or ID' },
      showStatuses
        ? { facets: facets?.statuses, counts: statusCounts, isStatus: isSolutionStatus, labelOf: solutionStatusLabelOf }
        : null,
    )}
  >
    <FacetSelect
      label="Category"
      facets={facets?.categories}
      value={list.state.filters.categoryId}
      onChange={(categoryId) => list.setFilters({ categoryId })}
      width={220}
    />
    {children}
  </ListFilters>
);
