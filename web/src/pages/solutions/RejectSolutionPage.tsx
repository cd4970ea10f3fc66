import { Alert, Button, Card, Group, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import { errorMessageOf, notify } from '../../app/notify';
import { httpStatusOf, useTRPC } from '../../app/trpc';
import { solutionStatusLabelOf, solutionTitleOf } from '../../features/solutions/solutionLabels';
import { SolutionStatusTag } from '../../features/solutions/SolutionStatusTag';
import { SOLUTION_LIMITS } from '../../../../application/solution/schemas';
import { RejectForm } from '../../features/moderation/RejectForm';
import { standardSolutionRejectionReasons } from '../../features/solutions/view/solutionRejectionReasons';
import { ErrorState } from '../../kit/ErrorState';
import { LoadingState } from '../../kit/LoadingState';
import { PageHeader } from '../../kit/PageHeader';

/** /manager/solutions/{id}/reject: the rejection form with reasons, for a solution in moderation. */
export const RejectSolutionPage = () => {
  const { id = '' } = useParams();
  const trpc = useTRPC();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const solution = useQuery(trpc.solution.info.queryOptions({ solutionId: id }));
  const reject = useMutation(trpc.solution.reject.mutationOptions());
  const solutionPath = `/manager/solutions/${id}`;

  if (solution.isError) {
    const status = httpStatusOf(solution.error);
    if (status !== null && status >= 400 && status < 500) throw solution.error;
  }

  const header = (
    <PageHeader title="Reject solution" backTo={solutionPath} backLabel="Back to the solution" {...(solution.data ? { tag: <SolutionStatusTag status={solution.data.status} /> } : {})} />
  );
  if (solution.isPending) {
    return (
      <>
        {header}
        <LoadingState rows={8} label="Loading the solution" />
      </>
    );
  }
  if (solution.isError) {
    return (
      <>
        {header}
        <ErrorState message={errorMessageOf(solution.error)} onRetry={() => void solution.refetch()} />
      </>
    );
  }

  const data = solution.data;
  return (
    <>
      {header}
      <Card withBorder radius="md" padding="lg">
        <Text mb="lg">
          Solution: <strong>{solutionTitleOf(data)}</strong> (ID {data.number}) · {data.agencyName}
        </Text>
        {data.status !== 'moderation' ? (
          <Alert color="yellow" title="This solution is not waiting for moderation" role="status">
            <Text size="sm">Only a solution in moderation can be rejected; this one is {solutionStatusLabelOf(data.status).toLowerCase()}.</Text>
            <Group mt="sm">
              <Button component={Link} to={solutionPath} size="xs" variant="white">
                Back to the solution
              </Button>
            </Group>
          </Alert>
        ) : (
          <RejectForm
            reasons={standardSolutionRejectionReasons}
            commentMax={SOLUTION_LIMITS.description}
            send={(rejection) => reject.mutateAsync({ solutionId: data.id, version: data.version, ...rejection })}
            words={{ form: 'Reject solution', outcome: 'The solution goes back to the agency with status Rejected; it can fix it and publish it again.', submit: 'Reject' }}
            onCancel={() => void navigate(solutionPath)}
            onDone={() => {
              notify({ kind: 'success', message: 'The solution was rejected', requestPath: 'solution.reject' });
              void queryClient.invalidateQueries({ queryKey: trpc.solution.pathKey() });
              void navigate('/manager/solutions/list');
            }}
          />
        )}
      </Card>
    </>
  );
};
