import { z } from 'zod';
import {
  ChangePasswordInput,
  ForgotPasswordInput,
  ImpersonationCandidatesInput,
  LoginInput,
  NewsletterInput,
  RegisterCompanyInput,
  ResetPasswordInput,
  StartImpersonationInput,
} from '../../../application/identity/schemas';
import { publicProcedure, router, unwrap } from '../trpc';

/** Accounts, sessions and impersonation. The login token goes back to the app, which sends it as a Bearer header. */
export const identityRouter = router({
  register: publicProcedure.input(RegisterCompanyInput).mutation(({ ctx, input }) => unwrap(ctx.services.identity.registerCompany(input))),
  verifyEmail: publicProcedure
    .input(z.object({ userId: z.string().max(100), code: z.string().max(200) }))
    .mutation(({ ctx, input }) => unwrap(ctx.services.identity.verifyEmail(input))),
  login: publicProcedure
    .input(LoginInput)
    .mutation(({ ctx, input }) => unwrap(ctx.services.identity.logIn(input, { address: ctx.address, userAgent: ctx.userAgent }))),
  logout: publicProcedure.mutation(({ ctx }) => unwrap(ctx.services.identity.logOut(ctx.actor))),
  forgotPassword: publicProcedure.input(ForgotPasswordInput).mutation(({ ctx, input }) => unwrap(ctx.services.identity.requestPasswordReset(input))),
  resetPassword: publicProcedure.input(ResetPasswordInput).mutation(({ ctx, input }) => unwrap(ctx.services.identity.resetPassword(input))),
  changePassword: publicProcedure.input(ChangePasswordInput).mutation(({ ctx, input }) => unwrap(ctx.services.identity.changePassword(ctx.actor, input))),
  profile: publicProcedure.query(({ ctx }) => unwrap(ctx.services.identity.getProfile(ctx.actor))),
  impersonationCandidates: publicProcedure
    .input(ImpersonationCandidatesInput)
    .query(({ ctx, input }) => unwrap(ctx.services.identity.listImpersonationCandidates(ctx.actor, input))),
  startImpersonation: publicProcedure
    .input(StartImpersonationInput)
    .mutation(({ ctx, input }) => unwrap(ctx.services.identity.startImpersonation(ctx.actor, input))),
  stopImpersonation: publicProcedure.mutation(({ ctx }) => unwrap(ctx.services.identity.stopImpersonation(ctx.actor))),
  subscribeNewsletter: publicProcedure.input(NewsletterInput).mutation(({ ctx, input }) => unwrap(ctx.services.identity.subscribeNewsletter(input))),
});
