import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSession } from '../../app/session/SessionProvider';
import { useTRPC } from '../../app/trpc';
import { useCardActions } from '../../features/specialist/card/useCardActions';
import { SpecialistFilters } from '../../features/specialist/list/SpecialistFilters';
import { agencyCardList, cardListInputOf } from '../../features/specialist/list/specialistList';
import { AddSpecialistButton, SpecialistList } from '../../features/specialist/list/SpecialistList';
import { ErrorState } from '../../kit/ErrorState';
import { urlWithQuery } from '../../kit/files/download';
import { ExportButton } from '../../kit/files/ExportButton';
import { ListPage } from '../../kit/list/ListPage';
import { sortParamOf, useListState } from '../../kit/list/listState';

/** /pa/specialists: the agency's own cards, with filters, sorting and pages in the address. */
export const AgencySpecialistsPage = () => {
  const trpc = useTRPC();
  const agencyUuid = useSession().profile?.agencyId ?? '';
  const linked = agencyUuid !== '';
  const list = useListState(agencyCardList);
  const { filters, sort } = list.state;
  const cards = useQuery({
    ...trpc.specialist.listForAgency.queryOptions({ agencyUuid, ...cardListInputOf(list.state) }),
    enabled: linked,
    placeholderData: keepPreviousData,
  });
  const facets = useQuery({ ...trpc.specialist.filtersForAgency.queryOptions({ agencyUuid }), enabled: linked });
  // The export and the filters appear once the agency has cards (or has filtered them all away).
  const hasCards = (facets.data?.statuses.length ?? 0) > 0;
  const exportUrl = urlWithQuery(`/api/specialist/list-v2-excel/${agencyUuid}`, {
    status: filters.statuses,
    search: filters.search.trim(),
    sort: sortParamOf(sort),
  });
  const actions = useCardActions('agency');

  return (
    <ListPage
      title="Specialists"
      actions={
        <>
          {hasCards ? (
            <ExportButton url={exportUrl} fallbackName="specialists.xlsx" requestPath="specialist.export" />
          ) : null}
          <AddSpecialistButton />
        </>
      }
      filters={
        linked && (hasCards || list.filtered) ? (
          <SpecialistFilters list={list} facets={facets.data} statusCounts={cards.data?.statusCounts} />
        ) : null
      }
      dialogs={actions.dialogs}
    >
      {linked ? (
        <SpecialistList viewer="agency" query={cards} list={list} actions={actions} />
      ) : (
        <ErrorState message="Your account is not linked to an agency. Contact your personal manager." />
      )}
    </ListPage>
  );
};
