import * as schemas from '../../../application/company/schemas';
import { authedProcedure, inputOf, router, unwrap } from '../trpc';

const {
  CompanyIdInput,
  CompanyInfoOutput,
  CompanyProfileViewOutput,
  VatRateOutput,
  PaymentInfoListOutput,
  CompanyHistoryOutput,
  AgencyDashboardOutput,
} = schemas;

/** The company profile for the web: the own company of any kind, or any company for staff with company:manage. */
export const companyRouter = router({
  agencyInfo: authedProcedure
    .input(inputOf(CompanyIdInput))
    .output(CompanyInfoOutput)
    .query(({ ctx, input }) => unwrap(ctx.services.company.getAgencyInfo(ctx.actor, input))),
  clientInfo: authedProcedure
    .input(inputOf(CompanyIdInput))
    .output(CompanyInfoOutput)
    .query(({ ctx, input }) => unwrap(ctx.services.company.getClientInfo(ctx.actor, input))),
  profile: authedProcedure
    .input(inputOf(CompanyIdInput))
    .output(CompanyProfileViewOutput)
    .query(({ ctx, input }) => unwrap(ctx.services.company.getProfile(ctx.actor, input))),
  update: authedProcedure
    .input(inputOf(schemas.UpdateCompanyInput))
    .output(CompanyProfileViewOutput)
    .mutation(({ ctx, input }) => unwrap(ctx.services.company.updateProfile(ctx.actor, input))),
  vatRate: authedProcedure
    .input(inputOf(CompanyIdInput))
    .output(VatRateOutput)
    .query(({ ctx, input }) => unwrap(ctx.services.company.vatRate(ctx.actor, input))),
  savePaymentInfo: authedProcedure
    .input(inputOf(schemas.SavePaymentInfoInput))
    .output(PaymentInfoListOutput)
    .mutation(({ ctx, input }) => unwrap(ctx.services.company.savePaymentInfo(ctx.actor, input))),
  deletePaymentInfo: authedProcedure
    .input(inputOf(schemas.DeletePaymentInfoInput))
    .output(PaymentInfoListOutput)
    .mutation(({ ctx, input }) => unwrap(ctx.services.company.deletePaymentInfo(ctx.actor, input))),
  dashboard: authedProcedure
    .output(AgencyDashboardOutput)
    .query(({ ctx }) => unwrap(ctx.services.company.agencyDashboard(ctx.actor))),
  history: authedProcedure
    .input(inputOf(schemas.CompanyHistoryInput))
    .output(CompanyHistoryOutput)
    .query(({ ctx, input }) => unwrap(ctx.services.company.backOffice.history(ctx.actor, input))),
});
