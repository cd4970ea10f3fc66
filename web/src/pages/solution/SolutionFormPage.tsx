import { Badge, Group } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useParams } from 'react-router';
import { allowedActions } from '../../../../domain/solution/solution.status';
import { useSession } from '../../app/session/SessionProvider';
import { useTRPC } from '../../app/trpc';
import { emptySolutionValues, valuesOfSolution } from '../../features/solution/editor/solutionFormValues';
import { SolutionForm } from '../../features/solution/editor/SolutionForm';
import { solutionPaths, type Viewer } from '../../features/solution/solutionLabels';
import { SolutionStatusTag } from '../../features/solution/SolutionStatusTag';
import { useSolutionCategories } from '../../features/solution/useSolutionCategories';
import { PageHeader } from '../../kit/PageHeader';
import { allOf, PageQuery } from '../../kit/PageQuery';

/** The solution with the categories the editor offers; a new solution has nothing to load but the categories. */
const useEditorData = (id: string | undefined) => {
  const trpc = useTRPC();
  const categories = useSolutionCategories();
  const solution = useQuery({
    ...trpc.solution.info.queryOptions({ solutionId: id ?? '' }),
    enabled: Boolean(id),
    staleTime: 0,
  });
  const ready = categories.query.data !== undefined && (!id || solution.data !== undefined);
  return allOf(
    id ? [categories.query, solution] : [categories.query],
    ready ? { solution: solution.data ?? null, categories } : undefined,
  );
};

/** Add (agency) or edit (agency or manager) a solution. */
const SolutionFormPage = ({ viewer }: { readonly viewer: Viewer }) => {
  const { id } = useParams();
  const profile = useSession().profile;
  const editor = useEditorData(id);
  const solution = editor.data?.solution ?? null;
  const initialValues = useMemo(
    () =>
      solution ? valuesOfSolution(solution) : emptySolutionValues(viewer === 'agency' ? (profile?.email ?? '') : ''),
    [solution, viewer, profile?.email],
  );
  const screenNames = useMemo(() => new Map((solution?.screens ?? []).map((s) => [s.id, s.name] as const)), [solution]);

  return (
    <PageQuery
      query={editor}
      loading={{ label: 'Loading the solution editor' }}
      header={(data) => (
        <PageHeader
          title={id ? 'Edit solution' : 'Add solution'}
          backTo={solutionPaths(viewer).list}
          backLabel="Solutions"
          tag={
            data?.solution ? (
              <Group gap="xs">
                <Badge variant="outline" color="gray" size="lg" tt="none" aria-label={`ID ${data.solution.number}`}>
                  ID {data.solution.number}
                </Badge>
                <SolutionStatusTag status={data.solution.status} />
              </Group>
            ) : null
          }
        />
      )}
    >
      {({ solution: data, categories }) => (
        <SolutionForm
          key={data ? `${data.id}:${data.version}` : 'new'}
          viewer={viewer}
          solution={
            data
              ? {
                  solutionId: data.id,
                  status: data.status,
                  version: data.version,
                  agencyId: data.agencyId,
                  screenNames,
                }
              : null
          }
          allowedActions={data ? data.allowedActions : allowedActions('new', viewer)}
          initialValues={initialValues}
          categories={categories.options}
          categoryIds={categories.ids}
          // The company preview shows what the server keeps of the company: its name (the agency's own, or the solution's agency for a manager).
          company={
            viewer === 'agency'
              ? { name: profile?.companyName ?? '' }
              : { id: data?.agencyId ?? null, name: data?.agencyName ?? '' }
          }
        />
      )}
    </PageQuery>
  );
};

export const AgencySolutionFormPage = () => <SolutionFormPage viewer="agency" />;
export const ManagerSolutionFormPage = () => <SolutionFormPage viewer="manager" />;
