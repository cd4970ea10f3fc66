import { Button, Stack, Tabs } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { errorMessageOf } from '../../app/notify';
import { useTRPC } from '../../app/trpc';
import { urlWithQuery } from '../../features/files/download';
import { useCardActions } from '../../features/specialist/card/useCardActions';
import { AgencyFilter } from '../../features/specialist/list/AgencyFilter';
import { ExportButton } from '../../features/specialist/list/ExportButton';
import { ListPagination } from '../../features/specialist/list/ListPagination';
import { emptyFilters, hasFilters, listInputOf, sortParamOf, useListQueryState, type ListTab } from '../../features/specialist/list/listQueryState';
import { SpecialistFilters } from '../../features/specialist/list/SpecialistFilters';
import { SpecialistTable } from '../../features/specialist/list/SpecialistTable';
import { EmptyList } from '../../kit/EmptyList';
import { ErrorState } from '../../kit/ErrorState';
import { LoadingState } from '../../kit/LoadingState';
import { PageHeader } from '../../kit/PageHeader';

/** The seeds' default page size of admin lists. */
const PAGE_SIZE = 20;

const tabs: readonly ListTab[] = ['current', 'archive'];
const tabLabels: Record<ListTab, string> = { current: 'Current', archive: 'Archive' };

/** /manager/specialists/list: every agency's cards, current or archived, with filters and pages in the address. */
export const ManagerSpecialistsPage = () => {
  const trpc = useTRPC();
  const { state, setFilters, setPage, setSort, setTab } = useListQueryState();
  const actions = useCardActions();
  const archive = state.tab === 'archive';

  const input = { count: PAGE_SIZE, ...listInputOf(state), ...(state.agencyId ? { agencyId: state.agencyId } : {}) };
  const current = useQuery({ ...trpc.specialist.listForManager.queryOptions(input), enabled: !archive, placeholderData: keepPreviousData });
  const archived = useQuery({ ...trpc.specialist.listArchiveForManager.queryOptions(input), enabled: archive, placeholderData: keepPreviousData });
  const currentFacets = useQuery({ ...trpc.specialist.filtersForManager.queryOptions(), enabled: !archive });
  const archiveFacets = useQuery({ ...trpc.specialist.archiveFiltersForManager.queryOptions(), enabled: archive });
  const list = archive ? archived : current;
  const facets = archive ? archiveFacets : currentFacets;

  const total = list.data?.meta.total ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / PAGE_SIZE));
  useEffect(() => {
    if (list.data && !list.isPlaceholderData && state.page > lastPage) setPage(lastPage);
  }, [list.data, list.isPlaceholderData, state.page, lastPage, setPage]);

  const exportUrl = urlWithQuery('/admin/api/excel-export/specialists/', {
    isArchiveExport: archive,
    agencyId: state.agencyId,
    status: archive ? [] : state.statuses,
    search: state.search.trim(),
    sort: sortParamOf(state.sort),
  });

  const agencyName = list.data?.items.find((row) => row.agencyId === state.agencyId)?.agencyName ?? null;
  const filtered = hasFilters(state);

  const body = (() => {
    if (list.isPending) return <LoadingState rows={12} label="Loading specialists" />;
    if (list.isError) return <ErrorState message={errorMessageOf(list.error)} onRetry={() => void list.refetch()} />;
    if (total === 0) {
      return filtered ? (
        <EmptyList
          title="No specialists match the filters"
          description="Change the search or the filters to see more cards."
          action={
            <Button variant="default" onClick={() => setFilters(emptyFilters)}>
              Reset filters
            </Button>
          }
        />
      ) : (
        <EmptyList title={archive ? 'The archive is empty' : 'No specialists yet'} description={archive ? 'Archived cards appear here.' : 'Cards appear here once agencies create them.'} />
      );
    }
    return (
      <>
        <SpecialistTable
          viewer="manager"
          rows={list.data.items}
          caption={archive ? 'Archived specialists' : 'Specialists of all agencies'}
          sort={state.sort}
          onSort={setSort}
          onAction={(action, row) => actions.request(action, row)}
          busyRowId={actions.running?.card.id ?? null}
          loading={list.isFetching && list.isPlaceholderData}
          onAgencyFilter={(row) => setFilters({ agencyId: row.agencyId })}
        />
        <ListPagination page={state.page} count={PAGE_SIZE} total={total} onPage={setPage} />
      </>
    );
  })();

  const content = (
    <Stack gap="lg">
      <SpecialistFilters
        facets={facets.data}
        statusCounts={list.data?.statusCounts}
        filters={state}
        onChange={setFilters}
        showStatuses={!archive}
        extra={<AgencyFilter agencyId={state.agencyId} knownName={agencyName} onChange={(agencyId) => setFilters({ agencyId })} />}
      />
      {body}
    </Stack>
  );

  return (
    <>
      <PageHeader title="Specialists" actions={<ExportButton url={exportUrl} fallbackName={archive ? 'specialists-archive.xlsx' : 'specialists.xlsx'} />} />
      <Tabs value={state.tab} onChange={(value) => setTab(value === 'archive' ? 'archive' : 'current')}>
        <Tabs.List aria-label="Specialist lists" mb="md">
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
