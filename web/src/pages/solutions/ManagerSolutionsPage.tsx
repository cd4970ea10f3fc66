import { Button, Select, Stack, Tabs } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { errorMessageOf } from '../../app/notify';
import { useTRPC } from '../../app/trpc';
import { urlWithQuery } from '../../features/files/download';
import { SolutionFilters } from '../../features/solutions/SolutionFilters';
import { emptySolutionFilters, hasSolutionFilters, solutionListInputOf, sortParamOf, useSolutionListState, type SolutionListTab } from '../../features/solutions/solutionListState';
import { SolutionTable } from '../../features/solutions/SolutionTable';
import { useSolutionActions } from '../../features/solutions/useSolutionActions';
import { ExportButton } from '../../features/specialist/list/ExportButton';
import { ListPagination } from '../../features/specialist/list/ListPagination';
import { EmptyList } from '../../kit/EmptyList';
import { ErrorState } from '../../kit/ErrorState';
import { LoadingState } from '../../kit/LoadingState';
import { PageHeader } from '../../kit/PageHeader';

const PAGE_SIZE = 20;
const tabs: readonly SolutionListTab[] = ['current', 'archive'];
const tabLabels: Record<SolutionListTab, string> = { current: 'Current', archive: 'Archive' };

/** /manager/solutions/list: every agency's solutions, current or archived, with filters, pages and the Excel export. */
export const ManagerSolutionsPage = () => {
  const trpc = useTRPC();
  const { state, setFilters, setPage, setSort, setTab } = useSolutionListState();
  const actions = useSolutionActions();
  const archive = state.tab === 'archive';

  const input = { count: PAGE_SIZE, ...solutionListInputOf(state), ...(state.agencyId ? { agencyId: state.agencyId } : {}) };
  const current = useQuery({ ...trpc.solution.listForManager.queryOptions(input), enabled: !archive, placeholderData: keepPreviousData });
  const archived = useQuery({ ...trpc.solution.listArchiveForManager.queryOptions(input), enabled: archive, placeholderData: keepPreviousData });
  const currentFacets = useQuery({ ...trpc.solution.filtersForManager.queryOptions(), enabled: !archive });
  const archiveFacets = useQuery({ ...trpc.solution.archiveFiltersForManager.queryOptions(), enabled: archive });
  const list = archive ? archived : current;
  const facets = archive ? archiveFacets : currentFacets;

  const total = list.data?.meta.total ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / PAGE_SIZE));
  useEffect(() => {
    if (list.data && !list.isPlaceholderData && state.page > lastPage) setPage(lastPage);
  }, [list.data, list.isPlaceholderData, state.page, lastPage, setPage]);

  const exportUrl = urlWithQuery('/admin/api/excel-export/solutions', {
    isArchiveExport: archive,
    agencyId: state.agencyId,
    status: archive ? [] : state.statuses,
    search: state.search.trim(),
    categoryId: state.categoryId,
    sort: sortParamOf(state.sort),
  });
  const filtered = hasSolutionFilters(state);

  const body = (() => {
    if (list.isPending) return <LoadingState rows={12} label="Loading solutions" />;
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
        <EmptyList title={archive ? 'The archive is empty' : 'No solutions yet'} description={archive ? 'Deleted solutions appear here.' : 'Solutions appear here once agencies create them.'} />
      );
    }
    return (
      <>
        <SolutionTable
          viewer="manager"
          rows={list.data.items}
          caption={archive ? 'Archived solutions' : 'Solutions of all agencies'}
          sort={state.sort}
          onSort={setSort}
          onAction={(action, row) => actions.request(action, row)}
          busyRowId={actions.running?.solution.id ?? null}
          loading={list.isFetching && list.isPlaceholderData}
          onAgencyFilter={(row) => setFilters({ agencyId: row.agencyId })}
        />
        <ListPagination page={state.page} count={PAGE_SIZE} total={total} onPage={setPage} />
      </>
    );
  })();

  const agencyOptions = (facets.data?.agencies ?? []).map((a) => ({ value: a.id, label: `${a.title} (${a.count})` }));
  if (state.agencyId && !agencyOptions.some((o) => o.value === state.agencyId)) {
    agencyOptions.push({ value: state.agencyId, label: list.data?.items.find((r) => r.agencyId === state.agencyId)?.agencyName ?? 'Chosen agency' });
  }

  const content = (
    <Stack gap="lg">
      <SolutionFilters
        facets={facets.data}
        statusCounts={list.data?.statusCounts}
        filters={state}
        onChange={setFilters}
        showStatuses={!archive}
        extra={
          <Select
            label="Agency"
            placeholder="Any"
            data={agencyOptions}
            value={state.agencyId}
            onChange={(agencyId) => setFilters({ agencyId })}
            searchable
            clearable
            nothingFoundMessage="Nothing found"
            style={{ flex: '1 1 200px' }}
          />
        }
      />
      {body}
    </Stack>
  );

  return (
    <>
      <PageHeader title="Solutions" actions={<ExportButton url={exportUrl} fallbackName={archive ? 'solutions-archive.xlsx' : 'solutions.xlsx'} />} />
      <Tabs value={state.tab} onChange={(value) => setTab(value === 'archive' ? 'archive' : 'current')}>
        <Tabs.List aria-label="Solution lists" mb="md">
          {tabs.map((tab) => (
            <Tabs.Tab key={tab} value={tab}>
              {tabLabels[tab]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {tabs.map((tab) => (
          <Tabs.Panel key={tab} value={tab}>
            {tab === state.tab ? content : null}
          </Tabs.Panel>
        ))}
      </Tabs>
      {actions.dialogs}
    </>
  );
};
