import type { RouteObject } from 'react-router';
import { ForgotPasswordPage } from '../../pages/auth/ForgotPasswordPage';
import { LoginPage } from '../../pages/auth/LoginPage';
import { RegistrationPage } from '../../pages/auth/RegistrationPage';
import { ResetPasswordPage } from '../../pages/auth/ResetPasswordPage';
import { VerifyEmailPage } from '../../pages/auth/VerifyEmailPage';
import { VerifyErrorPage } from '../../pages/auth/VerifyErrorPage';
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
];
