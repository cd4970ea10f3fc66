import { StatusTag } from '../../kit/status/StatusTag';
import { requestStatusLabelOf } from './clientRequestLabels';

/** A request's status in the seeds' tag colours (a closed request reads as not active). */
export const ClientRequestStatusTag = ({ status }: { readonly status: string }) => <StatusTag status={status === 'closed' ? 'not-active' : status} label={requestStatusLabelOf(status)} />;
