import {
  AcceptTermsInput, AcceptTermsOutput, CreateTermsVersionInput, ManagerTermsVersionOutput, TermsInfoInput, TermsInfoOutput, TermsVersionIdInput,
  TermsVersionListInput, TermsVersionListOutput, UpdateTermsVersionInput,
} from '../../../application/content/schemas';
import { authedProcedure, inputOf, publicProcedure, router, unwrap } from '../trpc';

export const contentRouter = router({
  activeTerms: publicProcedure.output(TermsInfoOutput).query(({ ctx }) => unwrap(ctx.services.content.activeTerms(ctx.actor))),
  termsInfo: publicProcedure.input(inputOf(TermsInfoInput.optional())).output(TermsInfoOutput).query(({ ctx, input }) => unwrap(ctx.services.content.termsInfo(ctx.actor, input))),
  acceptTerms: authedProcedure.input(inputOf(AcceptTermsInput)).output(AcceptTermsOutput).mutation(({ ctx, input }) =>
    unwrap(ctx.services.content.acceptTerms(ctx.actor, input, { address: ctx.address, userAgent: ctx.userAgent }))),
  termsVersions: authedProcedure.input(inputOf(TermsVersionListInput.optional())).output(TermsVersionListOutput).query(({ ctx, input }) => unwrap(ctx.services.content.listTermsVersions(ctx.actor, input))),
  termsVersion: authedProcedure.input(inputOf(TermsVersionIdInput)).output(ManagerTermsVersionOutput).query(({ ctx, input }) => unwrap(ctx.services.content.getTermsVersion(ctx.actor, input))),
  createTermsVersion: authedProcedure.input(inputOf(CreateTermsVersionInput)).output(ManagerTermsVersionOutput).mutation(({ ctx, input }) => unwrap(ctx.services.content.createTermsVersion(ctx.actor, input))),
  updateTermsVersion: authedProcedure.input(inputOf(UpdateTermsVersionInput)).output(ManagerTermsVersionOutput).mutation(({ ctx, input }) => unwrap(ctx.services.content.updateTermsVersion(ctx.actor, input))),
});
