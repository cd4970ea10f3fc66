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
import type { AppServices } from '../../services';
import type { RestRoutes } from '../restRoute';

const tag = 'identity';

export const identityRoutes = (routes: RestRoutes, { identity }: AppServices): void => {
  routes.add({
    method: 'post', path: '/api/auth/login', tag, summary: 'Log in with e-mail and password; returns a bearer token',
    body: LoginInput, response: z.object({ token: z.string() }),
    handle: (r) => identity.logIn(r.body, { address: r.address, userAgent: r.userAgent }),
  });
  routes.add({
    method: 'post', path: '/api/auth/logout', tag, summary: 'End the session of the bearer token', auth: true,
    handle: (r) => identity.logOut(r.actor),
  });
  routes.add({
    method: 'post', path: '/api/auth/registration', tag, summary: 'Register a client company or an agency and send the verification e-mail',
    body: RegisterCompanyInput, response: z.object({ userId: z.string() }),
    handle: (r) => identity.registerCompany(r.body, { address: r.address }),
  });
  routes.add({
    method: 'post', path: '/api/auth/verify-email/:user/:code', tag, summary: 'Verify the e-mail with the link from the verification e-mail',
    params: z.object({ user: z.string(), code: z.string() }),
    handle: (r) => identity.verifyEmail({ userId: r.params.user, code: r.params.code }),
  });
  routes.add({
    method: 'post', path: '/api/auth/forgot-password', tag, summary: 'Send a single-use password reset link',
    body: ForgotPasswordInput, handle: (r) => identity.requestPasswordReset(r.body, { address: r.address }),
  });
  routes.add({
    method: 'post', path: '/api/auth/reset-password', tag, summary: 'Set a new password with a reset link; ends every session',
    body: ResetPasswordInput, handle: (r) => identity.resetPassword(r.body),
  });
  routes.add({
    method: 'post', path: '/api/user/change-password', tag, summary: 'Change the own password; ends every other session', auth: true,
    body: ChangePasswordInput, handle: (r) => identity.changePassword(r.actor, r.body),
  });
  routes.add({
    method: 'get', path: '/api/user/profile', tag, summary: 'The logged-in user', auth: true,
    handle: (r) => identity.getProfile(r.actor),
  });
  routes.add({
    method: 'get', path: '/admin/api/impersonation/candidates', tag, summary: 'Partner and client users a manager may act as', auth: true,
    query: ImpersonationCandidatesInput, handle: (r) => identity.listImpersonationCandidates(r.actor, r.query),
  });
  routes.add({
    method: 'post', path: '/admin/api/impersonation/start', tag, summary: 'Act as a partner or client user', auth: true,
    body: StartImpersonationInput, handle: (r) => identity.startImpersonation(r.actor, r.body),
  });
  routes.add({
    method: 'post', path: '/admin/api/impersonation/stop', tag, summary: 'Stop acting as another user', auth: true,
    handle: (r) => identity.stopImpersonation(r.actor),
  });
  routes.add({
    method: 'post', path: '/api/subscription/newsletter', tag, summary: 'Subscribe an e-mail to the newsletter',
    body: NewsletterInput, handle: (r) => identity.subscribeNewsletter(r.body, { address: r.address }),
  });
};
