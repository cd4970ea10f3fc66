import type { RouteObject } from 'react-router';
import { RequireGuest } from '../guards/RequireGuest';
import { lazyPage } from './lazyPage';

export const authRoutes: RouteObject[] = [
  {
    element: <RequireGuest />,
    children: [
      lazyPage('login', 'Log in', () => import('../../pages/identity/LoginPage'), 'LoginPage'),
      lazyPage('registration', 'Sign up', () => import('../../pages/identity/RegistrationPage'), 'RegistrationPage'),
      lazyPage(
        'forgot',
        'Forgot password',
        () => import('../../pages/identity/ForgotPasswordPage'),
        'ForgotPasswordPage',
      ),
      lazyPage(
        'reset-password/:slug',
        'New password',
        () => import('../../pages/identity/ResetPasswordPage'),
        'ResetPasswordPage',
      ),
    ],
  },
  // The e-mail links work whoever is logged in: the link itself says whose address it confirms.
  lazyPage(
    'verify-email/:user/:code',
    'E-mail confirmation',
    () => import('../../pages/identity/VerifyEmailPage'),
    'VerifyEmailPage',
  ),
  lazyPage(
    'verify-error',
    'E-mail confirmation failed',
    () => import('../../pages/identity/VerifyErrorPage'),
    'VerifyErrorPage',
  ),
  // An invitation link registers its holder into the inviting company, whoever is logged in now.
  lazyPage('invitation/:token', 'Invitation', () => import('../../pages/identity/InvitationPage'), 'InvitationPage'),
];
