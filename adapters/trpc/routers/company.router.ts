import { CompanyIdInput } from '../../../application/company/schemas';
import { authedProcedure, inputOf, router, unwrap } from '../trpc';

export const companyRouter = router({
  agencyInfo: authedProcedure.input(inputOf(CompanyIdInput)).query(({ ctx, input }) => unwrap(ctx.services.company.getAgencyInfo(ctx.actor, input))),
  clientInfo: authedProcedure.input(inputOf(CompanyIdInput)).query(({ ctx, input }) => unwrap(ctx.services.company.getClientInfo(ctx.actor, input))),
});
