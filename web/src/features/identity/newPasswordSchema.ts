import { z } from 'zod';
import { Password } from '../../../../application/identity/schemas';

/** A new password typed twice; the repeat is the browser's own check and never leaves it. */
export const NewPasswordWithRepeat = z
  .object({
    password: Password,
    passwordRepeat: z.string({ error: 'Repeat the password' }).min(1, 'Repeat the password'),
  })
  .refine((values) => values.password === values.passwordRepeat, { message: 'The passwords do not match', path: ['passwordRepeat'] });
