import type { RouteObject } from 'react-router';
import { ForgotPasswordPage } from '../../pages/identity/ForgotPasswordPage';
import { LoginPage } from '../../pages/identity/LoginPage';
import { RegistrationPage } from '../../pages/identity/RegistrationPage';
import { ResetPasswordPage } from '../../pages/identity/ResetPasswordPage';
import { VerifyEmailPage } from '../../pages/identity/VerifyEmailPage';
import { VerifyErrorPage } from '../../pages/identity/VerifyErrorPage';
import { InvitationPage } from '../../pages/identity/InvitationPage';
import { RequireGuest } from '../guards/RequireGuest';

export const authRoutes: RouteObject[] = [
  {
    element: <RequireGuest />,
    children: [
      { path: 'login', element: <LoginPage />, handle: { title: 'Log in' } },
      { path: 'registration', element: <RegistrationPage />, handle: { title: 'Sign up' } },
      { path: 'forgot', element: <ForgotPasswordPage />, handle: { title: 'Forgot password' } },
      { path: 'reset-password/:slug', element: <ResetPasswordPage />, handle: { title: 'New password' } },
    ],
  },
  // The e-mail links work whoever is logged in: the link itself says whose address it confirms.
  { path: 'verify-email/:user/:code', element: <VerifyEmailPage />, handle: { title: 'E-mail confirmation' } },
  { path: 'verify-error', element: <VerifyErrorPage />, handle: { title: 'E-mail confirmation failed' } },
  // An invitation link registers its holder into the inviting company, whoever is logged in now.
  { path: 'invitation/:token', element: <InvitationPage />, handle: { title: 'Invitation' } },
];
