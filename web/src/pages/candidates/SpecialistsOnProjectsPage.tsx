import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSession } from '../../app/session/SessionProvider';
import { useTRPC } from '../../app/trpc';
import { onProjectStatuses } from '../../features/candidates/candidateLabels';
import { CandidateListSection } from '../../features/candidates/CandidateListSection';
import { candidateListInputOf, useCandidateListState } from '../../features/candidates/candidateListState';
import { ErrorState } from '../../kit/ErrorState';
import { PageHeader } from '../../kit/PageHeader';

const PAGE_SIZE = 20;

/** /pa/specialists-on-projects/list: approved candidates about to start, working or done; the agency's or the client's. */
export const SpecialistsOnProjectsPage = () => {
  const trpc = useTRPC();
  const { profile } = useSession();
  const { state, setFilters, setPage } = useCandidateListState();
  const input = candidateListInputOf(state, PAGE_SIZE, true);
  const asPartner = profile?.role === 'partner';
  const clientUuid = profile?.clientId ?? '';
  const forPartner = useQuery({ ...trpc.interview.listForPartner.queryOptions(input), enabled: asPartner, placeholderData: keepPreviousData });
  const forClient = useQuery({
    ...trpc.interview.listForClient.queryOptions({ clientUuid, ...input }),
    enabled: !asPartner && clientUuid !== '',
    placeholderData: keepPreviousData,
  });

  return (
    <>
      <PageHeader title="Specialists on projects" />
      {!asPartner && clientUuid === '' ? (
        <ErrorState message="Your account is not linked to a company. Contact your personal manager." />
      ) : (
        <CandidateListSection
          viewer={asPartner ? 'partner' : 'client'}
          list={asPartner ? forPartner : forClient}
          state={state}
          onFilters={setFilters}
          onPage={setPage}
          pageSize={PAGE_SIZE}
          statuses={onProjectStatuses}
          caption="Specialists on projects"
          empty={{
            title: 'No specialists on projects yet',
            description: asPartner
              ? 'Once a client approves one of your specialists and the work is about to start, the specialist appears here.'
              : 'Approved candidates appear here once the work is about to start.',
          }}
        />
      )}
    </>
  );
};
