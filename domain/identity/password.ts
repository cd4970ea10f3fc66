/** Password rule of the seeds: latin letters, digits and printable symbols only, 8 to 128 characters. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
const allowedCharacters = /^[A-Za-z0-9!-/:-@[-`{-~]*$/;

export type PasswordProblem = 'too_short' | 'too_long' | 'invalid_characters';

export const passwordProblem = (password: string): PasswordProblem | null => {
  if (password.length < PASSWORD_MIN_LENGTH) return 'too_short';
  if (password.length > PASSWORD_MAX_LENGTH) return 'too_long';
  if (!allowedCharacters.test(password)) return 'invalid_characters';
  return null;
};

export const passwordProblemMessages: Record<PasswordProblem, string> = {
  too_short: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  too_long: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
  invalid_characters: 'Password may contain only latin letters, digits and symbols',
};
