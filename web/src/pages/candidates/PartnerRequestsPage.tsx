import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../app/trpc';
import { allCandidateStatuses } from '../../features/candidates/candidateLabels';
import { CandidateListSection } from '../../features/candidates/CandidateListSection';
import { candidateListInputOf, useCandidateListState } from '../../features/candidates/candidateListState';
import { usePartnerAnswers } from '../../features/candidates/usePartnerAnswers';
import { PageHeader } from '../../kit/PageHeader';

const PAGE_SIZE = 20;

/** /pa/requests/list: clients' interview requests for the agency's specialists; the agency accepts a slot, proposes others or declines. */
export const PartnerRequestsPage = () => {
  const trpc = useTRPC();
  const { state, setFilters, setPage } = useCandidateListState();
  const answers = usePartnerAnswers();
  const list = useQuery({ ...trpc.interview.listForPartner.queryOptions(candidateListInputOf(state, PAGE_SIZE, false)), placeholderData: keepPreviousData });

  return (
    <>
      <PageHeader title="Interview requests" />
      <CandidateListSection
        viewer="partner"
        list={list}
        state={state}
        onFilters={setFilters}
        onPage={setPage}
        pageSize={PAGE_SIZE}
        statuses={allCandidateStatuses}
        caption="Interview requests for your specialists"
        empty={{ title: 'No interview requests yet', description: 'When a client asks to interview one of your specialists, the request appears here and you get an e-mail.' }}
        actionsOf={answers.actionsOf}
      />
      {answers.dialogs}
    </>
  );
};
