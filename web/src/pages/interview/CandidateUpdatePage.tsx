import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useParams } from 'react-router';
import { useTRPC } from '../../app/trpc';
import { ManagerClaims } from '../../features/act/ClaimPanels';
import { CandidateDetails } from '../../features/interview/CandidateDetails';
import { CandidateHistory } from '../../features/interview/CandidateHistory';
import { CandidateStatusBadge } from '../../features/interview/CandidateStatusBadge';
import { ClientPriceForm } from '../../features/interview/ClientPriceForm';
import { Thread } from '../../features/conversation/Thread';
import { MoveCandidateForm } from '../../features/interview/MoveCandidateForm';
import { useCandidateRowActions } from '../../features/interview/useCandidateRowActions';
import { PageHeader } from '../../kit/PageHeader';
import { PageQuery } from '../../kit/PageQuery';
import { SectionCard } from '../../kit/SectionCard';

/** /manager/candidates/:id/update and /manager/specialists-on-projects/:id/update: the candidate, its next status, the client's price and its history. */
export const CandidateUpdatePage = () => {
  const trpc = useTRPC();
  const { id = '' } = useParams();
  const onProject = useLocation().pathname.startsWith('/manager/specialists-on-projects');
  const candidate = useQuery(trpc.interview.info.queryOptions({ id }));
  // The interview's time moves for either party, and its video link; the status moves have their own form below.
  const interviewMoves = useCandidateRowActions({
    only: ['proposeReschedule', 'pickRescheduledSlot', 'cancelInterview', 'setVideoLink'],
    asManager: true,
  });

  return (
    <PageQuery
      query={candidate}
      loading={{ label: 'Loading the candidate' }}
      header={(row) => (
        <PageHeader
          title={onProject ? 'Edit specialist on project' : 'Edit candidate'}
          backTo={onProject ? '/manager/specialists-on-projects/list' : '/manager/candidates/list'}
          backLabel={onProject ? 'Specialists on projects' : 'Candidates'}
          tag={row ? <CandidateStatusBadge status={row.status} /> : undefined}
        />
      )}
    >
      {(row) => (
        <Stack gap="lg">
          <CandidateDetails candidate={row} />
          {row.interviewAt ? (
            <SectionCard title="Interview time">
              {interviewMoves.actionsOf(row)}
              {interviewMoves.dialogs}
            </SectionCard>
          ) : null}
          <SectionCard title="Status">
            {/* A new status gives a fresh form: its choices are the moves the server allows from the new status. */}
            <MoveCandidateForm key={`${row.status}-${row.version}`} candidate={row} />
          </SectionCard>
          <SectionCard title="Client hour price">
            <ClientPriceForm
              key={`${'clientHourPriceCents' in row ? row.clientHourPriceCents : ''}-${row.version}`}
              candidate={row}
            />
          </SectionCard>
          <SectionCard title="Claims">
            <ManagerClaims candidateId={row.id} />
          </SectionCard>
          <SectionCard title="Conversation">
            {/* Staff read every party by name and the original of a masked message. */}
            <Thread subjectType="candidate" subjectId={row.id} title="Messages with the client and the agency" />
          </SectionCard>
          <CandidateHistory candidateId={row.id} />
        </Stack>
      )}
    </PageQuery>
  );
};
