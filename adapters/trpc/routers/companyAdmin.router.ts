import * as schemas from '../../../application/company/backOffice/schemas';
import { authedProcedure, inputOf, router, unwrap } from '../trpc';

/** The managers' back office for companies (company:manage): lists, the company page's facts, merges, the personal manager. */
export const companyAdminRouter = router({
  list: authedProcedure
    .input(inputOf(schemas.CompanyListForKindInput))
    .output(schemas.CompanyListOutput)
    .query(({ ctx, input }) => unwrap(ctx.services.companyAdmin.list(ctx.actor, input))),
  filters: authedProcedure
    .input(inputOf(schemas.CompanyKindInput))
    .output(schemas.CompanyFiltersOutput)
    .query(({ ctx, input }) => unwrap(ctx.services.companyAdmin.filters(ctx.actor, input))),
  overview: authedProcedure
    .input(inputOf(schemas.CompanyRefInput))
    .output(schemas.CompanyOverviewOutput)
    .query(({ ctx, input }) => unwrap(ctx.services.companyAdmin.overview(ctx.actor, input))),
  employees: authedProcedure
    .input(inputOf(schemas.CompanyRefInput))
    .output(schemas.EmployeesOutput)
    .query(({ ctx, input }) => unwrap(ctx.services.companyAdmin.employees(ctx.actor, input))),
  history: authedProcedure
    .input(inputOf(schemas.CompanyChangesInput))
    .output(schemas.CompanyChangesOutput)
    .query(({ ctx, input }) => unwrap(ctx.services.companyAdmin.changes(ctx.actor, input))),
  mergeTargets: authedProcedure
    .input(inputOf(schemas.MergeTargetsInput))
    .output(schemas.MergeTargetsOutput)
    .query(({ ctx, input }) => unwrap(ctx.services.companyAdmin.mergeTargets(ctx.actor, input))),
  mergePreview: authedProcedure
    .input(inputOf(schemas.MergeInput))
    .output(schemas.MergePreviewOutput)
    .query(({ ctx, input }) => unwrap(ctx.services.companyAdmin.previewMerge(ctx.actor, input))),
  merge: authedProcedure
    .input(inputOf(schemas.MergeInput))
    .output(schemas.MergeResultOutput)
    .mutation(({ ctx, input }) => unwrap(ctx.services.companyAdmin.merge(ctx.actor, input))),
  personalManagerChoices: authedProcedure
    .output(schemas.PersonalManagerChoicesOutput)
    .query(({ ctx }) => unwrap(ctx.services.companyAdmin.personalManagerChoices(ctx.actor))),
  assignPersonalManager: authedProcedure
    .input(inputOf(schemas.AssignPersonalManagerInput))
    .output(schemas.PersonalManagerOutput)
    .mutation(({ ctx, input }) => unwrap(ctx.services.companyAdmin.assignPersonalManager(ctx.actor, input))),
});
