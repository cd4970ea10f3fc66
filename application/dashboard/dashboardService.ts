import { err, ok, type Result } from 'neverthrow';
import { hasScope } from '../../domain/identity/scopes';
import type { Actor } from '../shared/actor';
import type { AppError } from '../shared/appError';
import { authorize } from '../shared/authorize';
import type { DashboardDeps } from './dashboardPorts';
import { agencySummary } from './queries/agencySummary';
import { clientSummary } from './queries/clientSummary';
import { managerSummary } from './queries/managerSummary';
import type { DashboardSummaryOutput } from './schemas';

/**
 * The dashboards' counts and next actions (`GET /api/dashboard/summary`, `dashboard.summary`). The side is told by
 * scopes, never by company type: whoever works on an agency's cards gets the agency's, whoever books specialists the
 * client's, anyone else (platform staff) the manager's, limited to the queues their scopes open.
 */
export const dashboardService = (deps: DashboardDeps) => {
  const summary = async (actor: Actor | null): Promise<Result<DashboardSummaryOutput, AppError>> => {
    const caller = authorize(actor);
    if (caller.isErr()) return err(caller.error);
    const a = caller.value;
    if (hasScope(a, 'specialist:manage-own')) return ok(await agencySummary(deps, a));
    if (hasScope(a, 'cart:use')) return ok(await clientSummary(deps, a));
    return ok(await managerSummary(deps, a));
  };
  return { summary };
};
export type DashboardService = ReturnType<typeof dashboardService>;
