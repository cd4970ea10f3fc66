import { SetTimeZoneInput, TimeZoneOutput } from '../../../application/identity/timeZoneSchemas';
import { z } from 'zod';
import { EndSessionsInput, SessionsEndedOutput, SessionsOutput } from '../../../application/identity/sessionSchemas';
import {
  ActingAsOutput,
  ImpersonationCandidatesOutput,
  LoggedOutOutput,
  PasswordChangedOutput,
  PasswordResetOutput,
  ProfileOutput,
  RegisteredOutput,
  ResetSentOutput,
  StoppedOutput,
  SubscribedOutput,
  VerifiedOutput,
  ChangePasswordInput,
  ForgotPasswordInput,
  ImpersonationCandidatesInput,
  LoginInput,
  NewsletterInput,
  RegisterCompanyInput,
  ResetPasswordInput,
  StartImpersonationInput,
} from '../../../application/identity/schemas';
import type { AppServices } from '../../services';
import type { RestRoutes } from '../restRoute';
import { peopleRoutes } from './people.routes';
import { twoFactorRoutes } from './twoFactor.routes';
import { passkeyRoutes } from './passkey.routes';
import { stepUpRoutes } from './stepUp.routes';
import { LoginOutput } from '../../../application/identity/twoFactorSchemas';

const tag = 'identity';

export const identityRoutes = (routes: RestRoutes, { identity }: AppServices): void => {
  routes.add({
    method: 'post',
    path: '/api/auth/login',
    tag,
    summary:
      'Log in with e-mail and password; returns a bearer token, or, with two-factor on, `twoFactorRequired` and a challenge',
    body: LoginInput,
    response: LoginOutput,
    handle: (r) => identity.logIn(r.body, { address: r.address, userAgent: r.userAgent }),
  });
  routes.add({
    method: 'post',
    path: '/api/auth/logout',
    tag,
    summary: 'End the session of the bearer token',
    auth: true,
    response: LoggedOutOutput,
    handle: (r) => identity.logOut(r.actor),
  });
  routes.add({
    method: 'post',
    path: '/api/auth/registration',
    tag,
    summary: 'Register a client company or an agency and send the verification e-mail',
    body: RegisterCompanyInput,
    response: RegisteredOutput,
    handle: (r) => identity.registerCompany(r.body, { address: r.address }),
  });
  routes.add({
    method: 'post',
    path: '/api/auth/verify-email/:user/:code',
    tag,
    summary: 'Verify the e-mail with the link from the verification e-mail',
    params: z.object({ user: z.string(), code: z.string() }),
    response: VerifiedOutput,
    handle: (r) => identity.verifyEmail({ userId: r.params.user, code: r.params.code }),
  });
  routes.add({
    method: 'post',
    path: '/api/auth/forgot-password',
    tag,
    summary: 'Send a single-use password reset link',
    body: ForgotPasswordInput,
    response: ResetSentOutput,
    handle: (r) => identity.requestPasswordReset(r.body, { address: r.address }),
  });
  routes.add({
    method: 'post',
    path: '/api/auth/reset-password',
    tag,
    summary: 'Set a new password with a reset link; ends every session',
    body: ResetPasswordInput,
    response: PasswordResetOutput,
    handle: (r) => identity.resetPassword(r.body),
  });
  routes.add({
    method: 'post',
    path: '/api/user/change-password',
    tag,
    summary: 'Change the own password; ends every other session',
    auth: true,
    body: ChangePasswordInput,
    response: PasswordChangedOutput,
    handle: (r) => identity.changePassword(r.actor, r.body),
  });
  routes.add({
    method: 'post',
    path: '/api/user/time-zone',
    tag,
    summary:
      'Set the own clock for interview times (an IANA zone); e-mails add the time on it. Not while a manager acts as the user',
    auth: true,
    body: SetTimeZoneInput,
    response: TimeZoneOutput,
    handle: (r) => identity.setTimeZone(r.actor, r.body),
  });
  routes.add({
    method: 'get',
    path: '/api/user/sessions',
    tag,
    summary: 'Where the user is signed in: each live session with its device, address, start and last use',
    auth: true,
    response: SessionsOutput,
    handle: (r) => identity.listSessions(r.actor),
  });
  routes.add({
    method: 'post',
    path: '/api/user/sessions/end',
    tag,
    summary: 'End one of the own sessions (`id`) or all the others (`allOthers: true`); answers how many ended',
    auth: true,
    body: EndSessionsInput,
    response: SessionsEndedOutput,
    handle: (r) => identity.endSessions(r.actor, r.body),
  });
  routes.add({
    method: 'get',
    path: '/api/user/profile',
    tag,
    summary: 'The logged-in user',
    auth: true,
    response: ProfileOutput,
    handle: (r) => identity.getProfile(r.actor),
  });
  routes.add({
    method: 'get',
    path: '/admin/api/impersonation/candidates',
    tag,
    summary: 'Partner and client users a manager may act as',
    auth: true,
    query: ImpersonationCandidatesInput,
    response: ImpersonationCandidatesOutput,
    handle: (r) => identity.listImpersonationCandidates(r.actor, r.query),
  });
  routes.add({
    method: 'post',
    path: '/admin/api/impersonation/start',
    tag,
    summary: 'Act as a partner or client user',
    auth: true,
    body: StartImpersonationInput,
    response: ActingAsOutput,
    handle: (r) => identity.startImpersonation(r.actor, r.body),
  });
  routes.add({
    method: 'post',
    path: '/admin/api/impersonation/stop',
    tag,
    summary: 'Stop acting as another user',
    auth: true,
    response: StoppedOutput,
    handle: (r) => identity.stopImpersonation(r.actor),
  });
  routes.add({
    method: 'post',
    path: '/api/subscription/newsletter',
    tag,
    summary: 'Subscribe an e-mail to the newsletter',
    body: NewsletterInput,
    response: SubscribedOutput,
    handle: (r) => identity.subscribeNewsletter(r.body, { address: r.address }),
  });
  peopleRoutes(routes, identity);
  twoFactorRoutes(routes, identity);
  passkeyRoutes(routes, identity);
  stepUpRoutes(routes, identity);
};
