import { useMutation, useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { SOLUTION_LIMITS } from '../../../../application/solution/schemas';
import { useTRPC } from '../../app/trpc';
import {
  solutionPaths,
  solutionRejectionWords,
  solutionStatusLabelOf,
  solutionTitleOf,
} from '../../features/solution/solutionLabels';
import { SolutionStatusTag } from '../../features/solution/SolutionStatusTag';
import { standardSolutionRejectionReasons } from '../../features/solution/view/solutionRejectionReasons';
import { RejectPage } from '../../kit/moderation/RejectPage';

const paths = solutionPaths('manager');

/** /manager/solutions/{id}/reject: the rejection form with reasons, for a solution in moderation. */
export const RejectSolutionPage = () => {
  const { id = '' } = useParams();
  const trpc = useTRPC();
  const solution = useQuery(trpc.solution.info.queryOptions({ solutionId: id }));
  const reject = useMutation(trpc.solution.reject.mutationOptions());
  const describe = (solution: {
    readonly title: string;
    readonly number: number;
    readonly agencyName: string;
    readonly status: string;
  }) => ({
    summary: (
      <>
        Solution: <strong>{solutionTitleOf(solution)}</strong> (ID {solution.number}) · {solution.agencyName}
      </>
    ),
    tag: <SolutionStatusTag status={solution.status} />,
    statusLabel: solutionStatusLabelOf(solution.status),
  });
  return (
    <RejectPage
      query={solution}
      describe={describe}
      words={solutionRejectionWords}
      reasons={standardSolutionRejectionReasons}
      commentMax={SOLUTION_LIMITS.description}
      paths={{ item: paths.item(id), list: paths.list }}
      send={(solution, rejection) =>
        reject.mutateAsync({ solutionId: solution.id, version: solution.version, ...rejection })
      }
      staleKey={trpc.solution.pathKey()}
    />
  );
};
