import { DashboardSummaryOutput } from '../../../application/dashboard/schemas';
import type { AppServices } from '../../services';
import type { RestRoutes } from '../restRoute';

const tag = 'dashboard';

/** The personal area's and the manager area's dashboards: counts and next actions of the caller's side. */
export const dashboardRoutes = (routes: RestRoutes, { dashboard }: AppServices): void => {
  routes.add({
    method: 'get',
    path: '/api/dashboard/summary',
    tag,
    auth: true,
    response: DashboardSummaryOutput,
    summary:
      "Counts and next actions for the caller: an agency's or a client's own company, or the platform queues the employee's scopes open",
    handle: (r) => dashboard.summary(r.actor),
  });
};
