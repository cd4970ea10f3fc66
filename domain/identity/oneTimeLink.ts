/** E-mail verification and password reset links: single use, and a reset link expires. */
export type OneTimeLink = { readonly createdAt: Date; readonly usedAt: Date | null; readonly expiresAt: Date | null };

export type OneTimeLinkState = 'usable' | 'used' | 'expired';

export const oneTimeLinkState = (link: OneTimeLink, now: Date): OneTimeLinkState => {
  if (link.usedAt !== null) return 'used';
  if (link.expiresAt !== null && now.getTime() >= link.expiresAt.getTime()) return 'expired';
  return 'usable';
};

export const PASSWORD_RESET_LIFETIME_MS = 60 * 60_000;
export const EMAIL_VERIFICATION_LIFETIME_MS = 7 * 24 * 60 * 60_000;
