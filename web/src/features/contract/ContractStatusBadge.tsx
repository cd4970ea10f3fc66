import type { ContractStatus } from '../../../../domain/contract/contract.status';
import { StatusBadge } from '../../kit/status/StatusBadge';
import { contractStatusLabelOf } from './contractWords';

/** A contract's status in the seeds' badge colours (draft grey, waiting yellow, signed green, voided red). */
export const ContractStatusBadge = ({ status }: { readonly status: ContractStatus }) => (
  <StatusBadge status={status} label={contractStatusLabelOf(status)} />
);
