import type { ActStatus } from '../../../../domain/act/act.status';
import { StatusBadge } from '../../kit/status/StatusBadge';
import { actStatusLabelOf } from './actWords';

/** An act's status in the seeds' badge colours (approval states yellow, paid green, rejected red). */
export const ActStatusBadge = ({ status }: { readonly status: ActStatus }) => (
  <StatusBadge status={status} label={actStatusLabelOf(status)} />
);
