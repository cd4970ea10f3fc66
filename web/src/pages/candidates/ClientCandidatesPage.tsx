import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSession } from '../../app/session/SessionProvider';
import { useTRPC } from '../../app/trpc';
import { allCandidateStatuses } from '../../features/candidates/candidateLabels';
import { CandidateListSection } from '../../features/candidates/CandidateListSection';
import { candidateListInputOf, useCandidateListState } from '../../features/candidates/candidateListState';
import { ErrorState } from '../../kit/ErrorState';
import { PageHeader } from '../../kit/PageHeader';

const PAGE_SIZE = 20;

/** /pa/candidates/list: the client's candidates, where each stands and when the interview is. */
export const ClientCandidatesPage = () => {
  const trpc = useTRPC();
  const { profile } = useSession();
  const clientUuid = profile?.clientId ?? '';
  const { state, setFilters, setPage } = useCandidateListState();
  const list = useQuery({
    ...trpc.interview.listForClient.queryOptions({ clientUuid, ...candidateListInputOf(state, PAGE_SIZE, false) }),
    enabled: clientUuid !== '',
    placeholderData: keepPreviousData,
  });

  return (
    <>
      <PageHeader title="Candidates" />
      {clientUuid === '' ? (
        <ErrorState message="Your account is not linked to a client company. Contact your personal manager." />
      ) : (
        <CandidateListSection
          viewer="client"
          list={list}
          state={state}
          onFilters={setFilters}
          onPage={setPage}
          pageSize={PAGE_SIZE}
          statuses={allCandidateStatuses}
          caption="Your candidates"
          empty={{ title: 'No candidates yet', description: 'Add specialists from the catalogue to your request and schedule interviews: they appear here with their status.' }}
        />
      )}
    </>
  );
};
