import { Button, Stack } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { errorMessageOf } from '../../app/notify';
import { useTRPC } from '../../app/trpc';
import { SolutionFilters } from '../../features/solutions/SolutionFilters';
import { emptySolutionFilters, hasSolutionFilters, solutionListInputOf, useSolutionListState } from '../../features/solutions/solutionListState';
import { SolutionTable } from '../../features/solutions/SolutionTable';
import { useSolutionActions } from '../../features/solutions/useSolutionActions';
import { ListPagination } from '../../features/specialist/list/ListPagination';
import { EmptyList } from '../../kit/EmptyList';
import { ErrorState } from '../../kit/ErrorState';
import { LoadingState } from '../../kit/LoadingState';
import { PageHeader } from '../../kit/PageHeader';

const PAGE_SIZE = 10;

const AddSolutionButton = () => (
  <Button component={Link} to="/pa/solutions/create">
    Add solution
  </Button>
);

/** /pa/solutions/list: the agency's own solutions, with filters, sorting and pages in the address. */
export const AgencySolutionsPage = () => {
  const trpc = useTRPC();
  const { state, setFilters, setPage, setSort } = useSolutionListState();
  const actions = useSolutionActions();

  const list = useQuery({ ...trpc.solution.listForAgency.queryOptions({ count: PAGE_SIZE, ...solutionListInputOf(state) }), placeholderData: keepPreviousData });
  const facets = useQuery(trpc.solution.filtersForAgency.queryOptions());

  const total = list.data?.meta.total ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / PAGE_SIZE));
  useEffect(() => {
    if (list.data && !list.isPlaceholderData && state.page > lastPage) setPage(lastPage);
  }, [list.data, list.isPlaceholderData, state.page, lastPage, setPage]);

  const filtered = hasSolutionFilters(state);

  const body = (() => {
    if (list.isPending) return <LoadingState rows={PAGE_SIZE} label="Loading solutions" />;
    if (list.isError) return <ErrorState message={errorMessageOf(list.error)} onRetry={() => void list.refetch()} />;
    if (total === 0) {
      return filtered ? (
        <EmptyList
          title="No solutions match the filters"
          description="Change the search or the filters to see more solutions."
          action={
            <Button variant="default" onClick={() => setFilters(emptySolutionFilters)}>
              Reset filters
            </Button>
          }
        />
      ) : (
        <EmptyList title="No solutions yet" description="Add your first solution: once a manager approves it, clients find it in the solution catalogue." action={<AddSolutionButton />} />
      );
    }
    return (
      <>
        <SolutionTable
          viewer="agency"
          rows={list.data.items}
          caption="Your solutions"
          sort={state.sort}
          onSort={setSort}
          onAction={(action, row) => actions.request(action, row)}
          busyRowId={actions.running?.solution.id ?? null}
          loading={list.isFetching && list.isPlaceholderData}
        />
        <ListPagination page={state.page} count={PAGE_SIZE} total={total} onPage={setPage} />
      </>
    );
  })();

  const hasSolutions = (facets.data?.statuses.length ?? 0) > 0;
  return (
    <>
      <PageHeader title="Solutions" actions={<AddSolutionButton />} />
      <Stack gap="lg">
        {hasSolutions || filtered ? <SolutionFilters facets={facets.data} statusCounts={list.data?.statusCounts} filters={state} onChange={setFilters} /> : null}
        {body}
      </Stack>
      {actions.dialogs}
    </>
  );
};
