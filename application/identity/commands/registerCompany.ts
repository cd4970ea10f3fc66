import { err, ok, type Result } from 'neverthrow';
import { EMAIL_VERIFICATION_LIFETIME_MS } from '../../../domain/identity/oneTimeLink';
import { conflict, type AppError } from '../../shared/appError';
import { admitAttempt, type RequestOrigin } from '../../shared/abuseGuard';
import { passCaptcha } from '../../shared/captchaGuard';
import { parse } from '../../shared/parse';
import type { IdentityDeps } from '../identityPorts';
import { verificationMail } from '../mails';
import { RegisterCompanyInput } from '../schemas';

/** A client company or an agency signs up: company, owner user, and a verification e-mail, together. */
export const registerCompany =
  (deps: IdentityDeps) =>
  async (raw: unknown, origin?: RequestOrigin): Promise<Result<{ userId: string }, AppError>> => {
    const parsed = parse(RegisterCompanyInput, raw);
    if (parsed.isErr()) return err(parsed.error);
    const input = parsed.value;
    const human = await passCaptcha(deps, 'registration', origin, input.captcha);
    if (human.isErr()) return err(human.error);
    const admitted = await admitAttempt(deps, 'registration', origin, input.email);
    if (admitted.isErr()) return err(admitted.error);
    const at = deps.clock.now();
    const userId = deps.secrets.uuid();
    const code = deps.secrets.token();
    const outcome = await deps.store.registerCompany({
      companyType: input.companyType,
      companyName: input.companyName,
      user: {
        id: userId,
        email: input.email,
        passwordHash: await deps.hasher.hash(input.password),
        firstName: input.firstName,
        lastName: input.lastName,
      },
      verification: {
        codeHash: deps.secrets.digest(code),
        expiresAt: new Date(at.getTime() + EMAIL_VERIFICATION_LIFETIME_MS),
      },
      mail: verificationMail(input.email, input.firstName, `${deps.appUrl}/verify-email/${userId}/${code}`),
      at,
    });
    if (outcome === 'email_taken')
      return err(conflict('A user with this e-mail is already registered', 'identity.email_taken'));
    // The form's ticked terms box (`acceptTerms`) is the new user's acceptance of the version in force.
    await deps.terms.acceptAtRegistration(userId, origin ? { address: origin.address, userAgent: '' } : undefined);
    return ok({ userId });
  };
