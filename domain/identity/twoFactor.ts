/**
 * Two-factor rules: TOTP codes (RFC 6238: 30-second steps, 6 digits, one step of clock drift either way, each step
 * accepted once), single-use recovery codes, and the short-lived challenge between the password and the code.
 * The HMAC itself is computed by an adapter (`codeAt`); these rules only decide.
 */
export const totpPolicy = { stepSeconds: 30, digits: 6, driftSteps: 1 } as const;
export const recoveryCodeCount = 10;
/** The challenge a correct password earns lives this long and is used once. */
export const challengeLifetimeMs = 5 * 60_000;

export const totpStepAt = (at: Date): number => Math.floor(at.getTime() / 1000 / totpPolicy.stepSeconds);

/** Compares two strings in time that does not depend on where they first differ. */
export const sameCode = (a: string, b: string): boolean => {
  let difference = a.length ^ b.length;
  for (let i = 0; i < Math.max(a.length, b.length); i += 1) difference |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return difference === 0;
};

export type TotpCheck =
  { readonly kind: 'accepted'; readonly step: number } | { readonly kind: 'wrong' } | { readonly kind: 'replayed' };

/**
 * A code is accepted for the current step or one step either side; a step at or before the last one accepted is a
 * replay (the same code again, or an older code after a newer one), so a code overheard is worth nothing.
 */
export const checkTotp = (
  code: string,
  now: Date,
  lastUsedStep: number | null,
  codeAt: (step: number) => string,
): TotpCheck => {
  const current = totpStepAt(now);
  const steps = [current, current - totpPolicy.driftSteps, current + totpPolicy.driftSteps];
  // Every step is computed and compared, matched or not, so the answer's timing does not tell which step matched.
  const matched = steps.filter((step) => sameCode(codeAt(step), code));
  const step = matched.length > 0 ? Math.max(...matched) : null;
  if (step === null) return { kind: 'wrong' };
  if (lastUsedStep !== null && step <= lastUsedStep) return { kind: 'replayed' };
  return { kind: 'accepted', step };
};

/** Crockford's base32: digits and letters without i, l, o and u, 32 characters. */
const recoveryAlphabet = '0123456789abcdefghjkmnpqrstvwxyz';

/**
 * A recovery code from a random URL-safe token (base64url, 6 bits a character): 10 characters of an alphabet without
 * look-alikes, grouped by five, so about 50 random bits a code.
 */
export const recoveryCodeOf = (randomToken: string): string => {
  const base64url = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  const chars = [...randomToken.slice(0, 10)].map((c) => recoveryAlphabet[base64url.indexOf(c) % 32] ?? 'a');
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
};

/** What the person typed, as the code is stored: lower case, without spaces or hyphens. */
export const normalizeRecoveryCode = (typed: string): string => typed.toLowerCase().replace(/[\s-]/g, '');

export type SecondFactorCode =
  | { readonly kind: 'totp'; readonly code: string }
  | { readonly kind: 'recovery'; readonly code: string }
  | { readonly kind: 'malformed' };

/** Six digits are an authenticator's code; ten characters of the recovery alphabet are a recovery code. */
export const classifySecondFactorCode = (typed: string): SecondFactorCode => {
  const digits = typed.replace(/\s/g, '');
  if (new RegExp(`^\\d{${totpPolicy.digits}}$`).test(digits)) return { kind: 'totp', code: digits };
  const recovery = normalizeRecoveryCode(typed);
  if (recovery.length === 10 && [...recovery].every((c) => recoveryAlphabet.includes(c)))
    return { kind: 'recovery', code: recovery };
  return { kind: 'malformed' };
};

export type StoredRecoveryCode = { readonly id: string; readonly codeHash: string; readonly usedAt: Date | null };

export type RecoveryCheck =
  { readonly kind: 'accepted'; readonly id: string } | { readonly kind: 'used' } | { readonly kind: 'wrong' };

/** A recovery code is good once: its digest among the user's codes, not yet used. */
export const checkRecoveryCode = (codes: readonly StoredRecoveryCode[], codeHash: string): RecoveryCheck => {
  const found = codes.find((c) => sameCode(c.codeHash, codeHash));
  if (!found) return { kind: 'wrong' };
  return found.usedAt ? { kind: 'used' } : { kind: 'accepted', id: found.id };
};

export type LoginChallenge = {
  readonly id: string;
  readonly userId: string;
  readonly expiresAt: Date;
  readonly usedAt: Date | null;
};

/** A challenge answers for its user until it expires or has been used once. */
export const challengeIsOpen = (challenge: LoginChallenge, now: Date): boolean =>
  challenge.usedAt === null && now.getTime() < challenge.expiresAt.getTime();
