import { Secret, TOTP } from 'otpauth';
import type { TotpCodes } from '../../application/identity/twoFactorPorts';
import { totpPolicy } from '../../domain/identity/twoFactor';

/** The issuer an authenticator app shows above the account. */
const ISSUER = 'Hiring Marketplace';

const totpOf = (secret: string, account = '') =>
  new TOTP({
    issuer: ISSUER,
    label: account,
    algorithm: 'SHA1',
    digits: totpPolicy.digits,
    period: totpPolicy.stepSeconds,
    secret: Secret.fromBase32(secret),
  });

/** TOTP with the `otpauth` library: SHA-1, 6 digits, 30 seconds, what every authenticator app reads. */
export const otpauthTotp: TotpCodes = {
  newSecret: () => new Secret({ size: 20 }).base32,
  url: (secret, account) => totpOf(secret, account).toString(),
  codeAt: (secret, step) => totpOf(secret).generate({ timestamp: step * totpPolicy.stepSeconds * 1000 }),
};
