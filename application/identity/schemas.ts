import { z } from 'zod';
import { passwordProblem, passwordProblemMessages } from '../../domain/identity/password';

/** Input schemas of identity: the registration and login forms use these same rules. */
export const personName = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(50, `${label} must be at most 50 characters`)
    .regex(/^[\p{L} .'`-]+$/u, `${label} may contain only letters, spaces, dot, apostrophe and hyphen`);

export const Email = z
  .string({ error: 'E-mail is required' })
  .trim()
  .min(1, 'E-mail is required')
  .max(254, 'E-mail must be at most 254 characters')
  .pipe(z.email('Enter a valid e-mail'))
  .transform((email) => email.toLowerCase());

export const Password = z.string({ error: 'Password is required' }).superRefine((password, ctx) => {
  const problem = passwordProblem(password);
  if (problem) ctx.addIssue({ code: 'custom', message: passwordProblemMessages[problem] });
});

/**
 * The answer the visitor's browser gave to the captcha. Optional here so the platform's own calls can leave it
 * out; a request without one is refused by the use case with `captcha.required` (application/shared/captchaGuard.ts).
 */
export const CaptchaAnswer = z
  .string({ error: 'Confirm that you are not a robot' })
  .max(8_000, 'The captcha answer is too long')
  .optional();

export const RegisterCompanyInput = z.object({
  companyType: z.enum(['client', 'agency'], { error: 'Choose client or agency' }),
  companyName: z
    .string({ error: 'Company name is required' })
    .trim()
    .min(1, 'Company name is required')
    .max(200, 'Company name must be at most 200 characters'),
  firstName: personName('First name'),
  lastName: personName('Last name'),
  email: Email,
  password: Password,
  acceptTerms: z.literal(true, { error: 'Accept the terms and conditions to continue' }),
  captcha: CaptchaAnswer,
});
export type RegisterCompanyInput = z.input<typeof RegisterCompanyInput>;

export const LoginInput = z.object({
  email: z.string({ error: 'E-mail is required' }).trim().min(1, 'E-mail is required').max(254, 'E-mail is too long'),
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(1024, 'Password is too long'),
});
export type LoginInput = z.input<typeof LoginInput>;

const opaqueCode = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .min(16, `${label} is invalid`)
    .max(128, `${label} is invalid`)
    .regex(/^[\w-]+$/, `${label} is invalid`);

export const VerifyEmailInput = z.object({
  userId: z.uuid('User id is invalid'),
  code: opaqueCode('Verification code'),
});

export const ForgotPasswordInput = z.object({ email: Email, captcha: CaptchaAnswer });

export const ResetPasswordInput = z.object({
  slug: opaqueCode('Reset link'),
  password: Password,
});

export const ChangePasswordInput = z.object({
  currentPassword: z.string({ error: 'Current password is required' }).min(1, 'Current password is required').max(1024),
  newPassword: Password,
});

export const StartImpersonationInput = z.object({ userId: z.uuid('User id is invalid') });

export const ImpersonationCandidatesInput = z.object({
  search: z.string().trim().max(100, 'Search must be at most 100 characters').default(''),
  companyType: z.enum(['client', 'agency']).optional(),
});

export const NewsletterInput = z.object({ email: Email, captcha: CaptchaAnswer });

/** A post-login target must be a local path: no scheme, no host, no protocol-relative `//`. */
export { isSafeLocalPath } from '../../domain/identity/localPath';

/* ---- Answers of identity: each REST route and tRPC procedure sends exactly these fields ---- */

const personRef = z.object({
  id: z.string(),
  name: z.string(),
  surname: z.string(),
  email: z.string(),
  avatar: z.string().nullable(),
});

export const ProfileOutput = z.object({
  id: z.string(),
  name: z.string(),
  surname: z.string(),
  middlename: z.string().nullable(),
  email: z.string(),
  avatar: z.string().nullable(),
  status: z.string(),
  role: z.enum(['partner', 'client', 'manager']),
  companyType: z.enum(['agency', 'client', 'platform']),
  companyName: z.string(),
  agencyId: z.string().nullable(),
  clientId: z.string().nullable(),
  isPlatformEmployee: z.boolean(),
  scope: z.array(z.string()).readonly(),
  showModalTaC: z.boolean(),
  isAuthEmulator: z.boolean(),
  emulatedBy: personRef.nullable(),
  personalManager: personRef.nullable(),
  /** The clock the user reads interview times on, once known (e-mails add the time on it); null until then. */
  timeZone: z.string().nullable(),
});
export const TokenOutput = z.object({ token: z.string() });
export const RegisteredOutput = z.object({ userId: z.string() });
export const LoggedOutOutput = z.object({ loggedOut: z.literal(true) });
export const VerifiedOutput = z.object({ verified: z.literal(true) });
export const ResetSentOutput = z.object({ sent: z.literal(true) });
export const PasswordResetOutput = z.object({ reset: z.literal(true) });
export const PasswordChangedOutput = z.object({ changed: z.literal(true) });
export const ImpersonationCandidatesOutput = z.array(
  z.object({
    userId: z.string(),
    name: z.string(),
    surname: z.string(),
    email: z.string(),
    companyId: z.string(),
    companyName: z.string(),
    companyType: z.enum(['agency', 'client']),
  }),
);
export const ActingAsOutput = z.object({ actingAs: z.string() });
export const StoppedOutput = z.object({ stopped: z.literal(true) });
export const SubscribedOutput = z.object({ subscribed: z.literal(true) });
