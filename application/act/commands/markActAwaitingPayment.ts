import { managerActView } from '../actViews';
import type { ManagerActOutput } from '../schemas';
import { moveWithoutData } from './runCommand';

/** `POST /admin/api/act/mark-awaiting-payment`: a manager marks an approved act as waiting for the client's payment. */
export const markActAwaitingPayment = moveWithoutData<ManagerActOutput>(
  'manager',
  'markAwaitingPayment',
  managerActView,
);
