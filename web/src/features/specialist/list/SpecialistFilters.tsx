import { FacetSelect, filterBarOf, ListFilters, type AreaFiltersProps } from '../../../kit/list/ListFilters';
import { gradeLabelOf, isGrade, isSpecialistStatus, statusLabelOf } from '../card/specialistLabels';
import type { CardFacets, CardFilters } from './specialistList';

/** Search by name, the specialization, the grade and the statuses of a card list. */
export const SpecialistFilters = ({
  list,
  facets,
  statusCounts,
  showStatuses = true,
  children,
}: AreaFiltersProps<CardFilters, CardFacets>) => {
  const { filters } = list.state;
  const grades = facets?.grades
    .filter((grade) => isGrade(grade.id))
    .map((grade) => ({ ...grade, title: gradeLabelOf(grade.id) }));
  const statuses = {
    facets: facets?.statuses,
    counts: statusCounts,
    isStatus: isSpecialistStatus,
    labelOf: statusLabelOf,
  };
  return (
    <ListFilters
      {...filterBarOf(
        list,
        { label: 'Search by name', placeholder: 'Name or surname' },
        showStatuses ? statuses : null,
      )}
    >
      <FacetSelect
        label="Specialization"
        facets={facets?.specializations}
        value={filters.specializationId}
        onChange={(specializationId) => list.setFilters({ specializationId })}
      />
      <FacetSelect
        label="Grade"
        facets={grades}
        value={filters.grade}
        onChange={(grade) => list.setFilters({ grade: grade && isGrade(grade) ? grade : null })}
        searchable={false}
        width={160}
      />
      {children}
    </ListFilters>
  );
};
