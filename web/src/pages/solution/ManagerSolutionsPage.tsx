import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../app/trpc';
import { SolutionFilters } from '../../features/solution/SolutionFilters';
import {
  managerSolutionFilterInputOf,
  managerSolutionList,
  solutionListInputOf,
} from '../../features/solution/solutionList';
import { SolutionList } from '../../features/solution/SolutionList';
import { useSolutionActions } from '../../features/solution/useSolutionActions';
import { urlWithQuery } from '../../kit/files/download';
import { ExportButton } from '../../kit/files/ExportButton';
import { FacetSelect } from '../../kit/list/ListFilters';
import { ListPage } from '../../kit/list/ListPage';
import { ChangedSinceVerificationFilter } from '../../kit/moderation/ChangedSinceVerification';
import { archiveTabs } from '../../kit/list/ListTabs';
import { keepPageOf, sortParamOf, useListState } from '../../kit/list/listState';

/** /manager/solutions/list: every agency's solutions, current or archived, with filters, pages and the Excel export. */
export const ManagerSolutionsPage = () => {
  const trpc = useTRPC();
  const list = useListState(managerSolutionList);
  const { state } = list;
  const archive = state.tab === 'archive';
  const agencyId = state.filters.agencyId;
  const options = (archive ? trpc.solution.listArchiveForManager : trpc.solution.listForManager).queryOptions({
    ...solutionListInputOf(state),
    ...managerSolutionFilterInputOf(state.filters),
  });
  const solutions = useQuery({ ...options, placeholderData: keepPageOf(options.queryKey) });
  const facets = useQuery(
    (archive ? trpc.solution.archiveFiltersForManager : trpc.solution.filtersForManager).queryOptions(),
  ).data;
  // The chosen agency stays a choice even when the facets no longer count it (after a click on a row's agency).
  const chosenAgency =
    agencyId && !facets?.agencies.some((a) => a.id === agencyId)
      ? [
          {
            id: agencyId,
            title: solutions.data?.items.find((row) => row.agencyId === agencyId)?.agencyName ?? 'Chosen agency',
            count: 0,
          },
        ]
      : [];
  const actions = useSolutionActions('manager');
  const exportQuery = {
    isArchiveExport: archive,
    agencyId,
    status: archive ? [] : state.filters.statuses,
    search: state.filters.search.trim(),
    categoryId: state.filters.categoryId,
    sort: sortParamOf(state.sort),
  };

  return (
    <ListPage
      title="Solutions"
      actions={
        <ExportButton
          url={urlWithQuery('/admin/api/excel-export/solutions', exportQuery)}
          fallbackName={archive ? 'solutions-archive.xlsx' : 'solutions.xlsx'}
          requestPath="solution.export"
        />
      }
      tabs={{ label: 'Solution lists', tabs: archiveTabs, value: state.tab ?? 'current', onChange: list.setTab }}
      filters={
        <SolutionFilters
          list={list}
          facets={facets}
          statusCounts={solutions.data?.statusCounts}
          showStatuses={!archive}
        >
          <FacetSelect
            label="Agency"
            facets={facets && [...facets.agencies, ...chosenAgency]}
            value={agencyId}
            onChange={(chosen) => list.setFilters({ agencyId: chosen })}
          />
          <ChangedSinceVerificationFilter
            label="Changed since publication"
            checked={state.filters.changedSinceVerification}
            onChange={(on) => list.setFilters({ changedSinceVerification: on })}
          />
        </SolutionFilters>
      }
      dialogs={actions.dialogs}
    >
      <SolutionList
        viewer="manager"
        query={solutions}
        list={list}
        actions={actions}
        onAgencyFilter={(chosen) => list.setFilters({ agencyId: chosen })}
      />
    </ListPage>
  );
};
