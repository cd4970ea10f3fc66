import { StatusTag } from '../../kit/status/StatusTag';
import { solutionStatusLabelOf, solutionTagKeyOf } from './solutionLabels';

/** A solution's status in the seeds' tag colours. */
export const SolutionStatusTag = ({ status }: { readonly status: string }) => (
  <StatusTag status={solutionTagKeyOf(status)} label={solutionStatusLabelOf(status)} />
);
