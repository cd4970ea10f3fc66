import { useQuery } from '@tanstack/react-query';
import { errorMessageOf } from '../../../app/notify';
import { useTRPC } from '../../../app/trpc';
import { ChangesSinceVerification } from '../../../kit/moderation/ChangedSinceVerification';
import type { SolutionDetails } from '../solutionLabels';
import { useSolutionCategories } from '../useSolutionCategories';
import { describeSolutionChanges } from './solutionChanges';

/**
 * What the agency changed since a manager last published or saved the solution: the solution as the server rebuilds it
 * at that moment from its history, compared with the solution now.
 */
export const SolutionChangesSinceVerification = ({ solution }: { readonly solution: SolutionDetails }) => {
  const trpc = useTRPC();
  const categories = useSolutionCategories();
  const verifiedAt = solution.verifiedAt === null ? null : new Date(solution.verifiedAt);
  const verified = useQuery({
    ...trpc.solution.asOf.queryOptions(
      { solutionId: solution.id, at: verifiedAt ?? new Date(0) },
      { staleTime: Infinity },
    ),
    enabled: verifiedAt !== null,
  });
  const before = verified.data?.content;
  const lines =
    verifiedAt === null
      ? []
      : before
        ? describeSolutionChanges(before, solution.content, categories.titleOf)
        : verified.data
          ? []
          : undefined;
  return (
    <ChangesSinceVerification
      title="Changed since publication"
      subject="solution"
      lastLook="published or saved"
      verifiedAt={verifiedAt}
      consequence="It stays in the catalogue; it counts as verified again once a manager saves it."
      lines={lines}
      error={verified.isError ? errorMessageOf(verified.error) : null}
      onRetry={() => void verified.refetch()}
    />
  );
};
