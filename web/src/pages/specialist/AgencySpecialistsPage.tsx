import { Button, Stack } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { errorMessageOf } from '../../app/notify';
import { useSession } from '../../app/session/SessionProvider';
import { useTRPC } from '../../app/trpc';
import { urlWithQuery } from '../../features/files/download';
import { useCardActions } from '../../features/specialist/card/useCardActions';
import { ExportButton } from '../../features/specialist/list/ExportButton';
import { ListPagination } from '../../features/specialist/list/ListPagination';
import { hasFilters, listInputOf, sortParamOf, useListQueryState, emptyFilters } from '../../features/specialist/list/listQueryState';
import { SpecialistFilters } from '../../features/specialist/list/SpecialistFilters';
import { SpecialistTable } from '../../features/specialist/list/SpecialistTable';
import { EmptyList } from '../../kit/EmptyList';
import { ErrorState } from '../../kit/ErrorState';
import { LoadingState } from '../../kit/LoadingState';
import { PageHeader } from '../../kit/PageHeader';

/** The seeds' page size of the agency's specialist list. */
const PAGE_SIZE = 5;

const AddSpecialistButton = () => (
  <Button component={Link} to="/pa/specialists/create">
    Add specialist
  </Button>
);

/** /pa/specialists: the agency's own cards, with filters, sorting and pages in the address. */
export const AgencySpecialistsPage = () => {
  const trpc = useTRPC();
  const { profile } = useSession();
  const agencyUuid = profile?.agencyId ?? '';
  const { state, setFilters, setPage, setSort } = useListQueryState();
  const actions = useCardActions();

  const list = useQuery({
    ...trpc.specialist.listForAgency.queryOptions({ agencyUuid, count: PAGE_SIZE, ...listInputOf(state) }),
    enabled: agencyUuid !== '',
    placeholderData: keepPreviousData,
  });
  const facets = useQuery({ ...trpc.specialist.filtersForAgency.queryOptions({ agencyUuid }), enabled: agencyUuid !== '' });

  // After the last card of the last page is deleted or archived, show the page before it.
  const total = list.data?.meta.total ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / PAGE_SIZE));
  useEffect(() => {
    if (list.data && !list.isPlaceholderData && state.page > lastPage) setPage(lastPage);
  }, [list.data, list.isPlaceholderData, state.page, lastPage, setPage]);

  const filtered = hasFilters(state);
  const exportUrl = urlWithQuery(`/api/specialist/list-v2-excel/${agencyUuid}`, {
    status: state.statuses,
    search: state.search.trim(),
    sort: sortParamOf(state.sort),
  });

  const body = (() => {
    if (agencyUuid === '') return <ErrorState message="Your account is not linked to an agency. Contact your personal manager." />;
    if (list.isPending) return <LoadingState rows={PAGE_SIZE * 2} label="Loading specialists" />;
    if (list.isError) return <ErrorState message={errorMessageOf(list.error)} onRetry={() => void list.refetch()} />;
    if (list.data.items.length === 0 && total === 0) {
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
        <EmptyList title="No specialists yet" description="Add your first specialist: once a manager approves the card, clients find it in the catalogue." action={<AddSpecialistButton />} />
      );
    }
    return (
      <>
        <SpecialistTable
          viewer="agency"
          rows={list.data.items}
          caption="Your specialists"
          sort={state.sort}
          onSort={setSort}
          onAction={(action, row) => actions.request(action, row)}
          busyRowId={actions.running?.card.id ?? null}
          loading={list.isFetching && list.isPlaceholderData}
        />
        <ListPagination page={state.page} count={PAGE_SIZE} total={total} onPage={setPage} />
      </>
    );
  })();

  const hasCards = (facets.data?.statuses.length ?? 0) > 0;
  return (
    <>
      <PageHeader
        title="Specialists"
        actions={
          <>
            {hasCards ? <ExportButton url={exportUrl} fallbackName="specialists.xlsx" /> : null}
            <AddSpecialistButton />
          </>
        }
      />
      <Stack gap="lg">
        {hasCards || filtered ? (
          <SpecialistFilters facets={facets.data} statusCounts={list.data?.statusCounts} filters={state} onChange={setFilters} />
        ) : null}
        {body}
      </Stack>
      {actions.dialogs}
    </>
  );
};
