import { Alert, Badge, Grid, Group, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { errorMessageOf } from '../../app/notify';
import { httpStatusOf, useTRPC } from '../../app/trpc';
import { SolutionActionBar } from '../../features/solutions/SolutionActionBar';
import { solutionLinkOf } from '../../features/solutions/solutionActions';
import { listPathOf, solutionTitleOf, type SolutionStatus, type Viewer } from '../../features/solutions/solutionLabels';
import { SolutionStatusTag } from '../../features/solutions/SolutionStatusTag';
import { useSolutionActions } from '../../features/solutions/useSolutionActions';
import { AsOfBanner } from '../../features/history/AsOfControl';
import { useSolutionCategories } from '../../features/solutions/useSolutionCategories';
import { pastSolutionDetailsOf } from '../../features/solutions/view/pastSolution';
import { SolutionHistory } from '../../features/solutions/view/SolutionHistory';
import { useAsOfParam } from '../../features/history/useAsOfParam';
import { RejectionNotice } from '../../features/moderation/RejectionNotice';
import { SolutionRequestsList } from '../../features/solutions/view/SolutionRequestsList';
import { SolutionSections } from '../../features/solutions/view/SolutionSections';
import { ErrorState } from '../../kit/ErrorState';
import { LoadingState } from '../../kit/LoadingState';
import { PageHeader } from '../../kit/PageHeader';

const solutionRejectionWords = { section: 'Reasons for rejection', title: 'The solution was rejected by the moderator', fix: 'Fix the solution' };

/** What a status means for the agency and what it can do next. */
const agencyNotices: Partial<Record<SolutionStatus, { title: string; text: string; colour: string }>> = {
  draft: { title: 'Draft', text: 'Only you see the draft. Publish it to send it to a platform manager for review.', colour: 'gray' },
  moderation: { title: 'Waiting for moderation', text: 'A platform manager reviews the solution before it appears in the catalogue.', colour: 'orange' },
  published: { title: 'In the catalogue', text: 'Clients find the solution in the solution catalogue and can request it.', colour: 'green' },
  deactivated: { title: 'Deactivated', text: 'The solution is not shown in the catalogue. Edit it and publish it to send it for review again.', colour: 'gray' },
  archived: { title: 'Archived', text: 'The solution is in the archive. Only a platform manager can return it.', colour: 'gray' },
};

const SolutionPage = ({ viewer }: { readonly viewer: Viewer }) => {
  const { id = '' } = useParams();
  const trpc = useTRPC();
  const navigate = useNavigate();
  // After an action the user goes back to the list, as the seeds say.
  const actions = useSolutionActions(() => void navigate(listPathOf(viewer)));
  const solution = useQuery(trpc.solution.info.queryOptions({ solutionId: id }));
  const [asOf, viewAt] = useAsOfParam(viewer === 'manager');
  const past = useQuery({ ...trpc.solution.asOf.queryOptions({ solutionId: id, at: asOf ?? new Date(0) }, { staleTime: Infinity }), enabled: asOf !== null });
  const categories = useSolutionCategories();

  if (solution.isError) {
    const status = httpStatusOf(solution.error);
    // Not found (or another agency's) and no access are the shell's error pages.
    if (status !== null && status >= 400 && status < 500) throw solution.error;
  }
  if (solution.isPending || solution.isError) {
    return (
      <>
        <PageHeader title="Solution" backTo={listPathOf(viewer)} backLabel="Solutions" />
        {solution.isPending ? <LoadingState rows={12} label="Loading the solution" /> : <ErrorState message={errorMessageOf(solution.error)} onRetry={() => void solution.refetch()} />}
      </>
    );
  }

  const current = solution.data;
  const data = asOf && past.data ? pastSolutionDetailsOf(current, past.data, categories.titleOf) : current;
  const title = solutionTitleOf(current);
  const notice = viewer === 'agency' ? agencyNotices[data.status] : undefined;
  const canFix = viewer === 'agency' && data.status === 'rejected';
  const target = { id: current.id, version: current.version, status: current.status, title: current.title };

  const pastView = asOf ? (
    past.isPending ? (
      <LoadingState rows={8} label="Loading the past version" />
    ) : past.isError ? (
      httpStatusOf(past.error) === 404 ? (
        <Alert color="yellow" variant="light" title="Nothing at that moment" role="status">
          The solution did not exist yet at that moment. Choose a later one, or go back to the current version.
        </Alert>
      ) : (
        <ErrorState message={errorMessageOf(past.error)} onRetry={() => void past.refetch()} />
      )
    ) : (
      <AsOfBanner at={asOf} version={past.data.version} onBack={() => viewAt(null)} subject="solution" />
    )
  ) : null;

  const main = (
    <Stack gap="md">
      {pastView}
      {data.status === 'rejected' && data.rejection ? <RejectionNotice rejection={data.rejection} words={solutionRejectionWords} {...(canFix ? { editTo: solutionLinkOf(viewer, 'edit', data.id) } : {})} /> : null}
      {notice && !asOf ? (
        <Alert color={notice.colour} variant="light" title={notice.title} role="note">
          {notice.text}
        </Alert>
      ) : null}
      {asOf && !past.data ? null : <SolutionSections solution={data} showAgency={viewer === 'manager'} />}
      {viewer === 'agency' && data.status === 'published' ? (
        <Stack gap="sm" component="section" aria-labelledby="solution-requests">
          <Title order={2} fz="lg" id="solution-requests">
            Requests from clients
          </Title>
          <SolutionRequestsList solutionId={data.id} />
        </Stack>
      ) : null}
    </Stack>
  );

  return (
    <>
      <PageHeader
        title={title}
        backTo={listPathOf(viewer)}
        backLabel="Solutions"
        tag={
          <Group gap="xs">
            <Badge variant="outline" color="gray" size="lg" tt="none">
              ID {current.number}
            </Badge>
            <SolutionStatusTag status={current.status} />
          </Group>
        }
        actions={asOf ? null : <SolutionActionBar viewer={viewer} solution={target} runner={actions} />}
      />
      {viewer === 'manager' ? (
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, lg: 8 }}>{main}</Grid.Col>
          <Grid.Col span={{ base: 12, lg: 4 }}>
            <SolutionHistory solutionId={current.id} at={asOf} onViewAt={viewAt} />
          </Grid.Col>
        </Grid>
      ) : (
        main
      )}
      {actions.dialogs}
    </>
  );
};

export const AgencySolutionPage = () => <SolutionPage viewer="agency" />;
export const ManagerSolutionPage = () => <SolutionPage viewer="manager" />;
