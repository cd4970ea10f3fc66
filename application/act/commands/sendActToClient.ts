import { managerActView } from '../actViews';
import type { ManagerActOutput } from '../schemas';
import { moveWithoutData } from './runCommand';

/** `POST /admin/api/act/send-to-client`: a manager sends a checked act on to its client. */
export const sendActToClient = moveWithoutData<ManagerActOutput>('manager', 'sendToClient', managerActView);
