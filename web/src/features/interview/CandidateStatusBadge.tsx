import { StatusBadge } from '../../kit/status/StatusBadge';
import { candidateStatusLabelOf } from './candidateLabels';

/** A candidate's step in the pipeline, in the seeds' badge colours. */
export const CandidateStatusBadge = ({ status }: { readonly status: string }) => (
  <StatusBadge status={status} label={candidateStatusLabelOf(status)} />
);
