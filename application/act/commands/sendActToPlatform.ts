import { agencyActView } from '../actViews';
import type { AgencyActOutput } from '../schemas';
import { moveWithoutData } from './runCommand';

/** `POST /api/agency/act/send`: the agency sends its act to the platform's managers. */
export const sendActToPlatform = moveWithoutData<AgencyActOutput>('agency', 'sendToPlatform', (row) =>
  agencyActView(row),
);
