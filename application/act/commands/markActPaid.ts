import { managerActView } from '../actViews';
import type { ManagerActOutput } from '../schemas';
import { moveWithoutData } from './runCommand';

/** `POST /admin/api/act/mark-paid`: a manager marks an act as paid. */
export const markActPaid = moveWithoutData<ManagerActOutput>('manager', 'markPaid', managerActView);
