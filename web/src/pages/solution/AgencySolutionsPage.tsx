import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../app/trpc';
import { SolutionFilters } from '../../features/solution/SolutionFilters';
import { agencySolutionList, solutionListInputOf } from '../../features/solution/solutionList';
import { AddSolutionButton, SolutionList } from '../../features/solution/SolutionList';
import { useSolutionActions } from '../../features/solution/useSolutionActions';
import { ListPage } from '../../kit/list/ListPage';
import { useListState } from '../../kit/list/listState';

/** /pa/solutions/list: the agency's own solutions, with filters, sorting and pages in the address. */
export const AgencySolutionsPage = () => {
  const trpc = useTRPC();
  const list = useListState(agencySolutionList);
  const actions = useSolutionActions('agency');
  const solutions = useQuery({
    ...trpc.solution.listForAgency.queryOptions(solutionListInputOf(list.state)),
    placeholderData: keepPreviousData,
  });
  const facets = useQuery(trpc.solution.filtersForAgency.queryOptions());
  // The filters appear once the agency has solutions (or has filtered them all away).
  const showFilters = (facets.data?.statuses.length ?? 0) > 0 || list.filtered;
  return (
    <ListPage
      title="Solutions"
      actions={<AddSolutionButton />}
      filters={
        showFilters ? (
          <SolutionFilters list={list} facets={facets.data} statusCounts={solutions.data?.statusCounts} />
        ) : null
      }
      dialogs={actions.dialogs}
    >
      <SolutionList viewer="agency" query={solutions} list={list} actions={actions} />
    </ListPage>
  );
};
