/**
 * Passkey rules (WebAuthn): the ceremony's challenge lives a few minutes, serves once and only what it was made for;
 * an authenticator's signature counter must grow (a count that does not is a cloned key); a person keeps a few
 * passkeys, each with a name they chose. The signatures themselves are checked by an adapter's library.
 */
export const passkeyCeremonyLifetimeMs = 5 * 60_000;
/** A person registers a phone, a laptop and a key or two; more is a mistake or an attack. */
export const passkeysPerUser = 10;
export const passkeyNameMaxLength = 60;

export type PasskeyCeremonyKind = 'register' | 'sign_in' | 'second_factor' | 'step_up';

export type PasskeyCeremony = {
  readonly id: string;
  readonly kind: PasskeyCeremonyKind;
  readonly challenge: string;
  /** Whose ceremony it is; null for a sign-in without a password, where the passkey says who. */
  readonly userId: string | null;
  /** For the login's second step: the challenge the password earned. */
  readonly loginChallengeId: string | null;
  readonly expiresAt: Date;
  readonly usedAt: Date | null;
};

/** A ceremony serves once, before it expires, for the kind and the person it was made for. */
export const ceremonyServes = (
  ceremony: PasskeyCeremony,
  kind: PasskeyCeremonyKind,
  userId: string | null,
  now: Date,
): boolean =>
  ceremony.kind === kind &&
  ceremony.usedAt === null &&
  ceremony.expiresAt.getTime() > now.getTime() &&
  (userId === null || ceremony.userId === userId);

export type SignCountCheck = { readonly kind: 'accepted' } | { readonly kind: 'cloned' };

/**
 * WebAuthn §6.1.1: an authenticator that counts must show a count above the one stored; an authenticator that does not
 * count (synced passkeys answer 0 every time) stays at 0.
 */
export const checkSignCount = (stored: number, presented: number): SignCountCheck =>
  (stored === 0 && presented === 0) || presented > stored ? { kind: 'accepted' } : { kind: 'cloned' };

/** A passkey's name as shown in the list: what the person typed, trimmed, or the browser it was made on. */
export const passkeyNameOf = (typed: string | undefined, device: string): string => {
  const name = (typed ?? '').trim().replace(/\s+/g, ' ');
  return (name || `Passkey on ${device}`).slice(0, passkeyNameMaxLength);
};
