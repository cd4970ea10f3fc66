import { configureSso, enforceSso, getSsoInfo, verifySsoDomain } from './companySso';
import type { SsoDeps } from './ssoPorts';
import { completeSsoSignIn, passwordSignInCheck, startSsoSignIn } from './ssoSignIn';

/** The use cases of a company's single sign-on bound to their dependencies, for the transports. */
export const ssoService = (deps: SsoDeps) => ({
  getSsoInfo: getSsoInfo(deps),
  configureSso: configureSso(deps),
  verifySsoDomain: verifySsoDomain(deps),
  enforceSso: enforceSso(deps),
  startSsoSignIn: startSsoSignIn(deps),
  completeSsoSignIn: completeSsoSignIn(deps),
  passwordSignInCheck: passwordSignInCheck(deps.store),
});
export type SsoService = ReturnType<typeof ssoService>;
