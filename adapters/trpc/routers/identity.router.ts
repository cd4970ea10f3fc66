import {
  ChangePasswordInput,
  ForgotPasswordInput,
  ImpersonationCandidatesInput,
  LoginInput,
  NewsletterInput,
  RegisterCompanyInput,
  ResetPasswordInput,
  StartImpersonationInput,
  VerifyEmailInput,
} from '../../../application/identity/schemas';
import { publicProcedure, authedProcedure, inputOf, router, unwrap } from '../trpc';

/** Accounts, sessions and impersonation. The login token goes back to the app, which sends it as a Bearer header. */
export const identityRouter = router({
  register: publicProcedure.input(inputOf(RegisterCompanyInput)).mutation(({ ctx, input }) => unwrap(ctx.services.identity.registerCompany(input, { address: ctx.address }))),
  verifyEmail: publicProcedure
    .input(inputOf(VerifyEmailInput))
    .mutation(({ ctx, input }) => unwrap(ctx.services.identity.verifyEmail(input))),
  login: publicProcedure
    .input(inputOf(LoginInput))
    .mutation(({ ctx, input }) => unwrap(ctx.services.identity.logIn(input, { address: ctx.address, userAgent: ctx.userAgent }))),
  logout: authedProcedure.mutation(({ ctx }) => unwrap(ctx.services.identity.logOut(ctx.actor))),
  forgotPassword: publicProcedure.input(inputOf(ForgotPasswordInput)).mutation(({ ctx, input }) => unwrap(ctx.services.identity.requestPasswordReset(input, { address: ctx.address }))),
  resetPassword: publicProcedure.input(inputOf(ResetPasswordInput)).mutation(({ ctx, input }) => unwrap(ctx.services.identity.resetPassword(input))),
  changePassword: authedProcedure.input(inputOf(ChangePasswordInput)).mutation(({ ctx, input }) => unwrap(ctx.services.identity.changePassword(ctx.actor, input))),
  profile: authedProcedure.query(({ ctx }) => unwrap(ctx.services.identity.getProfile(ctx.actor))),
  impersonationCandidates: authedProcedure
    .input(inputOf(ImpersonationCandidatesInput))
    .query(({ ctx, input }) => unwrap(ctx.services.identity.listImpersonationCandidates(ctx.actor, input))),
  startImpersonation: authedProcedure
    .input(inputOf(StartImpersonationInput))
    .mutation(({ ctx, input }) => unwrap(ctx.services.identity.startImpersonation(ctx.actor, input))),
  stopImpersonation: authedProcedure.mutation(({ ctx }) => unwrap(ctx.services.identity.stopImpersonation(ctx.actor))),
  subscribeNewsletter: publicProcedure.input(inputOf(NewsletterInput)).mutation(({ ctx, input }) => unwrap(ctx.services.identity.subscribeNewsletter(input, { address: ctx.address }))),
});
