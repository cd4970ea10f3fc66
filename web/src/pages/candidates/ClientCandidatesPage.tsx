import { Button, VisuallyHidden } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { clientCanChooseProposedSlot } from '../../../../domain/interview/interview.status';
import { useSession } from '../../app/session/SessionProvider';
import { useTRPC } from '../../app/trpc';
import { allCandidateStatuses, platformNow, type CandidateRow } from '../../features/candidates/candidateLabels';
import { ChooseProposedSlotDialog } from '../../features/candidates/ChooseProposedSlotDialog';
import { CandidateListSection } from '../../features/candidates/CandidateListSection';
import { candidateListInputOf, useCandidateListState } from '../../features/candidates/candidateListState';
import { ErrorState } from '../../kit/ErrorState';
import { PageHeader } from '../../kit/PageHeader';

const PAGE_SIZE = 20;

/** /pa/candidates/list: the client's candidates, where each stands and when the interview is; the client takes one of the agency's proposed times. */
export const ClientCandidatesPage = () => {
  const trpc = useTRPC();
  const { profile } = useSession();
  const clientUuid = profile?.clientId ?? '';
  const { state, setFilters, setPage } = useCandidateListState();
  // The candidate stays while the dialog closes, so its content does not vanish mid-animation.
  const [choosing, setChoosing] = useState<{ candidate: CandidateRow; opened: boolean } | null>(null);
  const now = platformNow();
  const actionsOf = (row: CandidateRow) =>
    clientCanChooseProposedSlot(row.status, row.proposedSlots, now) ? (
      <Button size="xs" onClick={() => setChoosing({ candidate: row, opened: true })}>
        Choose a time<VisuallyHidden> for {row.specialistName}</VisuallyHidden>
      </Button>
    ) : null;
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
          actionsOf={actionsOf}
        />
      )}
      <ChooseProposedSlotDialog candidate={choosing?.candidate ?? null} opened={choosing?.opened ?? false} onClose={() => setChoosing((c) => (c ? { ...c, opened: false } : null))} />
    </>
  );
};
