/** Every key starts so: a reader (and a secret scanner) tells an API key from a session token at a glance. */
export const API_KEY_PREFIX = 'hmk_';

/** How many characters of a key are kept in the clear to tell two keys apart (the prefix and 8 more). */
export const SHOWN_KEY_CHARS = API_KEY_PREFIX.length + 8;

/** The longest a key's name may be. */
export const API_KEY_NAME_MAX = 100;

export type ApiKeyStatus = 'active' | 'revoked' | 'expired';

export const apiKeyStatus = (
  key: { readonly revokedAt: Date | null; readonly expiresAt: Date | null },
  now: Date,
): ApiKeyStatus =>
  key.revokedAt ? 'revoked' : key.expiresAt && key.expiresAt.getTime() <= now.getTime() ? 'expired' : 'active';

/**
 * The scopes an owner may give a key: those they hold, less those a key never holds (staff scopes, managing the
 * company's people and keys).
 */
export const keyableScopes = <S extends string>(holderScopes: readonly S[], neverKeyed: readonly string[]): S[] =>
  holderScopes.filter((s) => !neverKeyed.includes(s));

/**
 * What a key may do now: the scopes it was given that its holder (the owner who made it) still holds and a key may
 * hold at all. An owner who loses a scope takes it from their keys; a key never grows.
 */
export const effectiveKeyScopes = <S extends string>(
  keyScopes: readonly string[],
  holderScopes: readonly S[],
  neverKeyed: readonly string[],
): S[] => keyableScopes(holderScopes, neverKeyed).filter((s) => keyScopes.includes(s));
