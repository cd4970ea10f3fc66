import {
  ConfigureSsoInput,
  EnforceSsoInput,
  SsoInfoOutput,
  SsoStartInput,
  SsoStartOutput,
} from '../../../application/identity/sso/ssoSchemas';
import { authedProcedure, inputOf, publicProcedure, router, unwrap } from '../trpc';

/** A company's single sign-on (issue 36): the same use cases as /api/company/sso/* and /api/auth/sso/start. */
export const ssoRouter = router({
  info: authedProcedure.output(SsoInfoOutput).query(({ ctx }) => unwrap(ctx.services.sso.getSsoInfo(ctx.actor))),
  configure: authedProcedure
    .input(inputOf(ConfigureSsoInput))
    .output(SsoInfoOutput)
    .mutation(({ ctx, input }) => unwrap(ctx.services.sso.configureSso(ctx.actor, input))),
  verifyDomain: authedProcedure
    .output(SsoInfoOutput)
    .mutation(({ ctx }) => unwrap(ctx.services.sso.verifySsoDomain(ctx.actor))),
  enforce: authedProcedure
    .input(inputOf(EnforceSsoInput))
    .output(SsoInfoOutput)
    .mutation(({ ctx, input }) => unwrap(ctx.services.sso.enforceSso(ctx.actor, input))),
  /** The provider's address for the e-mail; the page goes there (REST's GET /api/auth/sso/start redirects instead). */
  start: publicProcedure
    .input(inputOf(SsoStartInput))
    .output(SsoStartOutput)
    .mutation(({ ctx, input }) => unwrap(ctx.services.sso.startSsoSignIn(input))),
});
