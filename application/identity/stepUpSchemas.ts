import { z } from 'zod';
import { IsoDateTimeOutput } from '../shared/outputs';
import { PasskeyCredentialJson } from './passkeySchemas';

/**
 * Proving it is you again before an act that binds: a code from the authenticator app (or a recovery code), a
 * passkey's answer to a step-up ceremony, or the password where no second factor is enrolled. One of them.
 */
export const StepUpInput = z
  .object({
    code: z.string().trim().min(1, 'Code is required').max(32, 'Enter the 6-digit code or a recovery code').optional(),
    password: z.string().min(1, 'Password is required').max(200, 'Password is too long').optional(),
    ceremony: z.uuid('The passkey request has expired: try again').optional(),
    credential: PasskeyCredentialJson.optional(),
  })
  .refine(
    (input) =>
      [input.code !== undefined, input.password !== undefined, input.ceremony !== undefined].filter(Boolean).length ===
        1 && (input.ceremony === undefined) === (input.credential === undefined),
    { message: 'Give a code, your password, or a passkey answer with its ceremony', path: ['code'] },
  );

export const StepUpMethodsOutput = z.object({
  /** What proves it is you: the second factors enrolled, or the password where there is none. */
  methods: z.array(z.enum(['totp', 'passkey', 'password'])),
  /** Until when the acts that bind need no new proof; null when that moment has passed. */
  freshUntil: IsoDateTimeOutput.nullable(),
});

export const SteppedUpOutput = z.object({ freshUntil: IsoDateTimeOutput });
