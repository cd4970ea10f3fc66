import { StatusBadge } from '../../kit/status/StatusBadge';
import { requestStatusLabelOf } from './clientRequestLabels';

/** A request's status in the seeds' badge colours, as a dot badge whose words keep the page's text contrast. */
export const ClientRequestStatusTag = ({ status }: { readonly status: string }) => (
  <StatusBadge status={status === 'closed' ? 'inactive' : status} label={requestStatusLabelOf(status)} />
);
