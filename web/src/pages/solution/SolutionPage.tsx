import { Alert, Badge, Group, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { errorMessageOf } from '../../app/notify';
import { httpStatusOf, useTRPC } from '../../app/trpc';
import { RejectionNotice } from '../../kit/moderation/RejectionNotice';
import { solutionButtons } from '../../features/solution/offeredActions';
import {
  solutionPaths,
  solutionTitleOf,
  type SolutionDetails,
  type SolutionStatus,
  type Viewer,
} from '../../features/solution/solutionLabels';
import { SolutionStatusTag } from '../../features/solution/SolutionStatusTag';
import { useSolutionActions } from '../../features/solution/useSolutionActions';
import { useSolutionCategories } from '../../features/solution/useSolutionCategories';
import { pastSolutionDetailsOf } from '../../features/solution/view/pastSolution';
import { SolutionChangesSinceVerification } from '../../features/solution/view/SolutionChangesSinceVerification';
import { SolutionHistory } from '../../features/solution/view/SolutionHistory';
import { SolutionRequestsList } from '../../features/solution/view/SolutionRequestsList';
import { SolutionSections } from '../../features/solution/view/SolutionSections';
import { ErrorState } from '../../kit/ErrorState';
import { AsOfBanner } from '../../kit/history/AsOfControl';
import { useAsOfParam } from '../../kit/history/useAsOfParam';
import { LoadingState } from '../../kit/LoadingState';
import { ItemPage } from '../../kit/moderation/ItemPage';
import { StatusNotice, type Notice } from '../../kit/moderation/StatusNotice';

const solutionRejectionWords = {
  section: 'Reasons for rejection',
  title: 'The solution was rejected by the moderator',
  fix: 'Fix the solution',
};

/** What a status means for the agency and what it can do next. */
const agencyNotices: Partial<Record<SolutionStatus, Notice>> = {
  draft: {
    title: 'Draft',
    text: 'Only you see the draft. Publish it to send it to a platform manager for review.',
    colour: 'gray',
  },
  moderation: {
    title: 'Waiting for moderation',
    text: 'A platform manager reviews the solution before it appears in the catalogue.',
    colour: 'orange',
  },
  published: {
    title: 'In the catalogue',
    text: 'Clients find the solution in the solution catalogue and can request it.',
    colour: 'green',
  },
  deactivated: {
    title: 'Deactivated',
    text: 'The solution is not shown in the catalogue. Edit it and publish it to send it for review again.',
    colour: 'gray',
  },
  archived: {
    title: 'Archived',
    text: 'The solution is in the archive. Only a platform manager can return it.',
    colour: 'gray',
  },
};

/** The solution's identity beside its title: its number and its status now. */
const SolutionTags = ({ solution }: { readonly solution: SolutionDetails }) => (
  <Group gap="xs">
    <Badge variant="outline" color="gray" size="lg" tt="none" aria-label={`ID ${solution.number}`}>
      ID {solution.number}
    </Badge>
    <SolutionStatusTag status={solution.status} />
  </Group>
);

/** The solution as it was at a past moment (managers), over the current one's identity; the banner says so. */
const usePastSolution = (current: SolutionDetails | undefined, asOf: Date | null) => {
  const trpc = useTRPC();
  const categories = useSolutionCategories();
  const past = useQuery({
    ...trpc.solution.asOf.queryOptions(
      { solutionId: current?.id ?? '', at: asOf ?? new Date(0) },
      { staleTime: Infinity },
    ),
    enabled: asOf !== null && current !== undefined,
  });
  return {
    past,
    shown: current && asOf && past.data ? pastSolutionDetailsOf(current, past.data, categories.titleOf) : current,
  };
};

const SolutionPage = ({ viewer }: { readonly viewer: Viewer }) => {
  const { id = '' } = useParams();
  const trpc = useTRPC();
  const navigate = useNavigate();
  const paths = solutionPaths(viewer);
  const manager = viewer === 'manager';
  // After an action the user goes back to the list, as the seeds say.
  const actions = useSolutionActions(viewer, () => void navigate(paths.list));
  const solution = useQuery(trpc.solution.info.queryOptions({ solutionId: id }));
  const [asOf, viewAt] = useAsOfParam(manager);
  const { past, shown } = usePastSolution(solution.data, asOf);

  const pastView = !asOf ? null : past.isPending ? (
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
  );

  return (
    <ItemPage
      query={solution}
      loading={{ label: 'Loading the solution', rows: 12 }}
      back={{ to: paths.list, label: 'Solutions' }}
      heading={(current) => ({
        title: current ? solutionTitleOf(current) : 'Solution',
        tag: current ? <SolutionTags solution={current} /> : null,
      })}
      runner={actions}
      offered={(current) => (asOf ? [] : solutionButtons.onPage(current.allowedActions))}
      primary={manager ? 'publish' : 'edit'}
      aside={manager ? (current) => <SolutionHistory solutionId={current.id} at={asOf} onViewAt={viewAt} /> : undefined}
    >
      {(current) => {
        const data = shown ?? current;
        const canFix = !manager && solutionButtons.onPage(current.allowedActions).includes('edit');
        return (
          <Stack gap="md">
            {pastView}
            {data.status === 'rejected' && data.rejection ? (
              <RejectionNotice
                rejection={data.rejection}
                words={solutionRejectionWords}
                {...(canFix && !asOf ? { editTo: paths.edit(data.id) } : {})}
              />
            ) : null}
            <StatusNotice notice={manager || asOf ? undefined : agencyNotices[data.status]} />
            {manager && !asOf && current.changedSinceVerification ? (
              <SolutionChangesSinceVerification solution={current} />
            ) : null}
            {asOf && !past.data ? null : <SolutionSections solution={data} showAgency={manager} />}
            {!manager && data.status === 'published' ? (
              <Stack gap="sm" component="section" aria-labelledby="solution-requests">
                <Title order={2} fz="lg" id="solution-requests">
                  Requests from clients
                </Title>
                <SolutionRequestsList solutionId={data.id} />
              </Stack>
            ) : null}
          </Stack>
        );
      }}
    </ItemPage>
  );
};

export const AgencySolutionPage = () => <SolutionPage viewer="agency" />;
export const ManagerSolutionPage = () => <SolutionPage viewer="manager" />;
