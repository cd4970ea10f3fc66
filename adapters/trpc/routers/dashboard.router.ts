import { DashboardSummaryOutput } from '../../../application/dashboard/schemas';
import { authedProcedure, router, unwrap } from '../trpc';

/** `/pa` and `/manager`: the caller's counts and next actions. */
export const dashboardRouter = router({
  summary: authedProcedure
    .output(DashboardSummaryOutput)
    .query(({ ctx }) => unwrap(ctx.services.dashboard.summary(ctx.actor))),
});
