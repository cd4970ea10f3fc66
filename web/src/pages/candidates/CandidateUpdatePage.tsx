import { Paper, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useParams } from 'react-router';
import { errorMessageOf } from '../../app/notify';
import { httpStatusOf, useTRPC } from '../../app/trpc';
import { CandidateDetails } from '../../features/candidates/CandidateDetails';
import { CandidateHistory } from '../../features/candidates/CandidateHistory';
import { CandidateStatusBadge } from '../../features/candidates/CandidateStatusBadge';
import { ClientPriceForm } from '../../features/candidates/ClientPriceForm';
import { MoveCandidateForm } from '../../features/candidates/MoveCandidateForm';
import { EmptyList } from '../../kit/EmptyList';
import { ErrorState } from '../../kit/ErrorState';
import { LoadingState } from '../../kit/LoadingState';
import { PageHeader } from '../../kit/PageHeader';

/** /manager/candidates/:id/update and /manager/specialists-on-projects/:id/update: the candidate, its next status, the client's price and its history. */
export const CandidateUpdatePage = () => {
  const trpc = useTRPC();
  const { id = '' } = useParams();
  const onProject = useLocation().pathname.startsWith('/manager/specialists-on-projects');
  const backTo = onProject ? '/manager/specialists-on-projects/list' : '/manager/candidates/list';
  const backLabel = onProject ? 'Specialists on projects' : 'Candidates';
  const title = onProject ? 'Edit specialist on project' : 'Edit candidate';
  const candidate = useQuery(trpc.interview.info.queryOptions({ id }));

  if (candidate.isPending) {
    return (
      <>
        <PageHeader title={title} backTo={backTo} backLabel={backLabel} />
        <LoadingState rows={10} label="Loading the candidate" />
      </>
    );
  }
  if (candidate.isError) {
    const missing = httpStatusOf(candidate.error) === 404 || httpStatusOf(candidate.error) === 400;
    return (
      <>
        <PageHeader title={title} backTo={backTo} backLabel={backLabel} />
        {missing ? (
          <EmptyList title="Candidate not found" description="The link may be wrong, or the candidate is not on the platform any more." />
        ) : (
          <ErrorState message={errorMessageOf(candidate.error)} onRetry={() => void candidate.refetch()} />
        )}
      </>
    );
  }

  const row = candidate.data;
  return (
    <>
      <PageHeader title={title} backTo={backTo} backLabel={backLabel} tag={<CandidateStatusBadge status={row.status} />} />
      <Stack gap="lg">
        <CandidateDetails candidate={row} />
        <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="candidate-status-title">
          <Title order={2} fz="h4" id="candidate-status-title" mb="md">
            Status
          </Title>
          {/* A new status gives a fresh form: its choices are the moves from the new status. */}
          <MoveCandidateForm key={`${row.status}-${row.version}`} candidate={row} />
        </Paper>
        <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="candidate-price-title">
          <Title order={2} fz="h4" id="candidate-price-title" mb="md">
            Client hour price
          </Title>
          <ClientPriceForm key={`${row.clientHourPriceCents}-${row.version}`} candidate={row} />
        </Paper>
        <CandidateHistory candidateId={row.id} />
      </Stack>
    </>
  );
};
