import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../app/trpc';
import { useCardActions } from '../../features/specialist/card/useCardActions';
import { AgencyFilter } from '../../features/specialist/list/AgencyFilter';
import { SpecialistFilters } from '../../features/specialist/list/SpecialistFilters';
import {
  cardListInputOf,
  managerCardFilterInputOf,
  managerCardList,
} from '../../features/specialist/list/specialistList';
import { SpecialistList } from '../../features/specialist/list/SpecialistList';
import { urlWithQuery } from '../../kit/files/download';
import { ExportButton } from '../../kit/files/ExportButton';
import { ListPage } from '../../kit/list/ListPage';
import { ChangedSinceVerificationFilter } from '../../kit/moderation/ChangedSinceVerification';
import { archiveTabs } from '../../kit/list/ListTabs';
import { keepPageOf, sortParamOf, useListState } from '../../kit/list/listState';

/** /manager/specialists/list: every agency's cards, current or archived, with filters and pages in the address. */
export const ManagerSpecialistsPage = () => {
  const trpc = useTRPC();
  const list = useListState(managerCardList);
  const { agencyId, statuses, search, changedSinceVerification } = list.state.filters;
  const archive = list.state.tab === 'archive';
  const actions = useCardActions('manager');
  const listOptions = (archive ? trpc.specialist.listArchiveForManager : trpc.specialist.listForManager).queryOptions({
    ...cardListInputOf(list.state),
    ...managerCardFilterInputOf(list.state.filters),
  });
  const cards = useQuery({ ...listOptions, placeholderData: keepPageOf(listOptions.queryKey) });
  const facets = useQuery(
    (archive ? trpc.specialist.archiveFiltersForManager : trpc.specialist.filtersForManager).queryOptions(),
  );
  const agencyName = cards.data?.items.find((row) => row.agencyId === agencyId)?.agencyName ?? null;
  const exportUrl = urlWithQuery('/admin/api/excel-export/specialists/', {
    isArchiveExport: archive,
    agencyId,
    status: archive ? [] : statuses,
    search: search.trim(),
    sort: sortParamOf(list.state.sort),
  });

  return (
    <ListPage
      title="Specialists"
      actions={
        <ExportButton
          url={exportUrl}
          fallbackName={archive ? 'specialists-archive.xlsx' : 'specialists.xlsx'}
          requestPath="specialist.export"
        />
      }
      tabs={{ label: 'Specialist lists', tabs: archiveTabs, value: list.state.tab ?? 'current', onChange: list.setTab }}
      filters={
        <SpecialistFilters
          list={list}
          facets={facets.data}
          statusCounts={cards.data?.statusCounts}
          showStatuses={!archive}
        >
          <AgencyFilter
            agencyId={agencyId}
            knownName={agencyName}
            onChange={(chosen) => list.setFilters({ agencyId: chosen })}
          />
          <ChangedSinceVerificationFilter
            label="Changed since verification"
            checked={changedSinceVerification}
            onChange={(on) => list.setFilters({ changedSinceVerification: on })}
          />
        </SpecialistFilters>
      }
      dialogs={actions.dialogs}
    >
      <SpecialistList
        viewer="manager"
        query={cards}
        list={list}
        actions={actions}
        onAgencyFilter={(chosen) => list.setFilters({ agencyId: chosen })}
      />
    </ListPage>
  );
};
