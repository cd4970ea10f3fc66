import { CompanyIdInput } from '../../../application/company/schemas';
import { publicProcedure, router, unwrap } from '../trpc';

export const companyRouter = router({
  agencyInfo: publicProcedure.input(CompanyIdInput).query(({ ctx, input }) => unwrap(ctx.services.company.getAgencyInfo(ctx.actor, input))),
  clientInfo: publicProcedure.input(CompanyIdInput).query(({ ctx, input }) => unwrap(ctx.services.company.getClientInfo(ctx.actor, input))),
});
