import { changePassword } from './commands/changePassword';
import { startImpersonation } from './commands/startImpersonation';
import { stopImpersonation } from './commands/stopImpersonation';
import { logIn } from './commands/logIn';
import { logOut } from './commands/logOut';
import { registerCompany } from './commands/registerCompany';
import { requestPasswordReset } from './commands/requestPasswordReset';
import { resetPassword } from './commands/resetPassword';
import { subscribeNewsletter } from './commands/subscribeNewsletter';
import { verifyEmail } from './commands/verifyEmail';
import type { IdentityDeps } from './identityPorts';
import { authenticate } from './queries/authenticate';
import { getProfile } from './queries/getProfile';
import { listImpersonationCandidates } from './queries/listImpersonationCandidates';

/** The use cases of identity bound to their dependencies, for the transports. */
export const identityService = (deps: IdentityDeps) => ({
  registerCompany: registerCompany(deps),
  verifyEmail: verifyEmail(deps),
  logIn: logIn(deps),
  logOut: logOut(deps),
  requestPasswordReset: requestPasswordReset(deps),
  resetPassword: resetPassword(deps),
  changePassword: changePassword(deps),
  startImpersonation: startImpersonation(deps),
  stopImpersonation: stopImpersonation(deps),
  authenticate: authenticate(deps),
  getProfile: getProfile(deps),
  listImpersonationCandidates: listImpersonationCandidates(deps),
  subscribeNewsletter: subscribeNewsletter(deps),
});
export type IdentityService = ReturnType<typeof identityService>;
