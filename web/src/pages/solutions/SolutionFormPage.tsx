import { Badge, Group } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useParams } from 'react-router';
import { errorMessageOf } from '../../app/notify';
import { useSession } from '../../app/session/SessionProvider';
import { httpStatusOf, useTRPC } from '../../app/trpc';
import { emptySolutionValues, valuesOfSolution } from '../../features/solutions/editor/solutionFormValues';
import { SolutionForm } from '../../features/solutions/editor/SolutionForm';
import { listPathOf, type Viewer } from '../../features/solutions/solutionLabels';
import { SolutionStatusTag } from '../../features/solutions/SolutionStatusTag';
import { useSolutionCategories } from '../../features/solutions/useSolutionCategories';
import { ErrorState } from '../../kit/ErrorState';
import { LoadingState } from '../../kit/LoadingState';
import { PageHeader } from '../../kit/PageHeader';

/** Add (agency) or edit (agency or manager) a solution. */
const SolutionFormPage = ({ viewer }: { readonly viewer: Viewer }) => {
  const { id } = useParams();
  const trpc = useTRPC();
  const session = useSession();
  const categories = useSolutionCategories();
  const solution = useQuery({ ...trpc.solution.info.queryOptions({ solutionId: id ?? '' }), enabled: Boolean(id), staleTime: 0 });
  const profile = session.profile;
  const data = solution.data;
  const initialValues = useMemo(() => (data ? valuesOfSolution(data) : emptySolutionValues(viewer === 'agency' ? (profile?.email ?? '') : '')), [data, viewer, profile?.email]);
  const screenNames = useMemo(() => new Map((data?.screens ?? []).map((s) => [s.id, s.name] as const)), [data]);

  if (solution.isError) {
    const status = httpStatusOf(solution.error);
    // A solution that is not there (or not this agency's) is the shell's not-found page.
    if (status !== null && status >= 400 && status < 500) throw solution.error;
  }

  const backTo = listPathOf(viewer);
  const header = (
    <PageHeader
      title={id ? 'Edit solution' : 'Add solution'}
      backTo={backTo}
      backLabel="Solutions"
      tag={
        data ? (
          <Group gap="xs">
            <Badge variant="outline" color="gray" size="lg" tt="none" aria-label={`ID ${data.number}`}>
              ID {data.number}
            </Badge>
            <SolutionStatusTag status={data.status} />
          </Group>
        ) : null
      }
    />
  );

  if ((id && solution.isPending) || categories.query.isPending) {
    return (
      <>
        {header}
        <LoadingState rows={10} label="Loading the solution editor" />
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
  if (categories.query.isError) {
    return (
      <>
        {header}
        <ErrorState message={errorMessageOf(categories.query.error)} onRetry={() => void categories.query.refetch()} />
      </>
    );
  }

  // The company preview shows what the server keeps of the company: its name (the agency's own, or the solution's agency for a manager).
  const company = { name: viewer === 'agency' ? (profile?.companyName ?? '') : (data?.agencyName ?? '') };
  return (
    <>
      {header}
      <SolutionForm
        key={data ? `${data.id}:${data.version}` : 'new'}
        viewer={viewer}
        solution={data ? { solutionId: data.id, status: data.status, version: data.version, agencyId: data.agencyId, screenNames } : null}
        initialValues={initialValues}
        categories={categories.options}
        categoryIds={categories.ids}
        company={company}
      />
    </>
  );
};

export const AgencySolutionFormPage = () => <SolutionFormPage viewer="agency" />;
export const ManagerSolutionFormPage = () => <SolutionFormPage viewer="manager" />;
