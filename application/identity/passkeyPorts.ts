import type { PasskeyCeremony, PasskeyCeremonyKind } from '../../domain/identity/passkey';
import type { AuditEntry } from './identityPorts';

/** A registered passkey: only its public key is kept. */
export type StoredPasskey = {
  readonly id: string;
  readonly userId: string;
  /** The credential's id as the authenticator gave it, base64url. */
  readonly credentialId: string;
  readonly publicKey: Uint8Array;
  readonly signCount: number;
  readonly transports: readonly string[];
  readonly name: string;
  /** Synced to the person's cloud account (a phone's passkey), as the authenticator said. */
  readonly backedUp: boolean;
  readonly createdAt: Date;
  readonly lastUsedAt: Date | null;
};

/** A credential the browser may offer or must not register again. */
export type CredentialDescriptor = { readonly id: string; readonly transports: readonly string[] };

/** Persistence of passkeys and their ceremonies; each write is one transaction, conditional where a race could use a thing twice. */
export type PasskeyStore = {
  readonly listPasskeys: (userId: string) => Promise<StoredPasskey[]>;
  readonly findPasskeyByCredentialId: (credentialId: string) => Promise<StoredPasskey | null>;
  /**
   * Adds the passkey and ends the user's other sessions (a change of how they sign in); 'duplicate' when the credential
   * is registered already, 'full' when the user has the most passkeys allowed.
   */
  readonly addPasskey: (passkey: {
    readonly id: string;
    readonly userId: string;
    readonly credentialId: string;
    readonly publicKey: Uint8Array;
    readonly signCount: number;
    readonly transports: readonly string[];
    readonly name: string;
    readonly backedUp: boolean;
    readonly limit: number;
    readonly keepSessionId: string;
    readonly at: Date;
    readonly audit: AuditEntry;
  }) => Promise<'added' | 'duplicate' | 'full'>;
  /** Removes one of the user's passkeys and ends their other sessions; false when it is not theirs or gone. */
  readonly removePasskey: (change: {
    readonly userId: string;
    readonly id: string;
    readonly keepSessionId: string;
    readonly at: Date;
    readonly audit: AuditEntry;
  }) => Promise<boolean>;
  /** Records a use with its new signature count unless another use moved the count meanwhile (false). */
  readonly usePasskey: (use: {
    readonly id: string;
    readonly signCount: number;
    readonly newSignCount: number;
    readonly at: Date;
  }) => Promise<boolean>;
  readonly createCeremony: (ceremony: {
    readonly id: string;
    readonly kind: PasskeyCeremonyKind;
    readonly challenge: string;
    readonly userId: string | null;
    readonly loginChallengeId: string | null;
    readonly at: Date;
    readonly expiresAt: Date;
  }) => Promise<void>;
  readonly findCeremony: (id: string) => Promise<PasskeyCeremony | null>;
  /** Marks the ceremony used unless it already was. */
  readonly useCeremony: (id: string, at: Date) => Promise<boolean>;
};

/** What a verified registration gives to keep. */
export type NewCredential = {
  readonly credentialId: string;
  readonly publicKey: Uint8Array;
  readonly signCount: number;
  readonly transports: readonly string[];
  readonly backedUp: boolean;
};

/**
 * The WebAuthn relying party, a library in the adapter: the options a browser's `navigator.credentials` call takes
 * (as JSON), and the checks of what the authenticator answered (signature, challenge, origin and RP id of APP_URL).
 * A verification answers null for anything that is not a good answer to the challenge.
 */
export type WebAuthnRelyingParty = {
  readonly registrationOptions: (request: {
    readonly userHandle: string;
    readonly userName: string;
    readonly displayName: string;
    readonly exclude: readonly CredentialDescriptor[];
  }) => Promise<{ readonly challenge: string; readonly options: Record<string, unknown> }>;
  readonly verifyRegistration: (check: {
    readonly response: unknown;
    readonly challenge: string;
  }) => Promise<NewCredential | null>;
  readonly authenticationOptions: (request: {
    readonly allow: readonly CredentialDescriptor[];
    readonly userVerification: 'required' | 'preferred';
  }) => Promise<{ readonly challenge: string; readonly options: Record<string, unknown> }>;
  readonly verifyAuthentication: (check: {
    readonly response: unknown;
    readonly challenge: string;
    readonly passkey: StoredPasskey;
    readonly requireUserVerification: boolean;
  }) => Promise<{ readonly newSignCount: number } | null>;
};

export type PasskeyDeps = { readonly store: PasskeyStore; readonly relyingParty: WebAuthnRelyingParty };
