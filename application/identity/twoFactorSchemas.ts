import { z } from 'zod';
import { IsoDateTimeOutput } from '../shared/outputs';
import { TokenOutput } from './schemas';

/** Inputs and answers of two-factor sign-in; the REST routes and tRPC procedures send exactly these fields. */
const SecondFactorCode = z
  .string({ error: 'Code is required' })
  .trim()
  .min(1, 'Code is required')
  .max(32, 'Enter the 6-digit code or a recovery code');

export const ConfirmTotpInput = z.object({ code: SecondFactorCode });

export const TwoFactorLoginInput = z.object({
  challenge: z
    .string({ error: 'Challenge is required' })
    .min(16, 'Challenge is invalid')
    .max(128, 'Challenge is invalid')
    .regex(/^[\w-]+$/, 'Challenge is invalid'),
  code: SecondFactorCode,
});

export const TotpEnrolmentOutput = z.object({
  /** Base32, for typing into an authenticator app by hand. */
  secret: z.string(),
  /** The `otpauth://` address the QR code holds. */
  url: z.string(),
});
export const TotpConfirmedOutput = z.object({ enabled: z.literal(true), recoveryCodes: z.array(z.string()) });
export const TwoFactorRequiredOutput = z.object({
  twoFactorRequired: z.literal(true),
  challenge: z.string(),
  /** What answers the challenge: a code from the authenticator app (or a recovery code), a passkey, or either. */
  methods: z.array(z.enum(['totp', 'passkey'])),
});
/** A password alone answers the token, or, with a second factor enrolled, the challenge to answer with a code. */
export const LoginOutput = z.union([TokenOutput, TwoFactorRequiredOutput]);
export const TwoFactorStatusOutput = z.object({
  enabled: z.boolean(),
  enabledAt: IsoDateTimeOutput.nullable(),
  recoveryCodesLeft: z.number().int(),
});
export const TotpTurnedOffOutput = z.object({ enabled: z.literal(false) });
export const RecoveryCodesOutput = z.object({ recoveryCodes: z.array(z.string()) });
