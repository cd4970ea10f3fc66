import { StatusTag } from '../../../kit/status/StatusTag';
import { statusLabelOf, tagKeyOf, isSpecialistStatus } from './specialistLabels';

/** A card's status in the seeds' tag colours. */
export const SpecialistStatusTag = ({ status }: { readonly status: string }) => (
  <StatusTag status={isSpecialistStatus(status) ? tagKeyOf(status) : status} label={statusLabelOf(status)} />
);
