import type { LoginChallenge, StoredRecoveryCode } from '../../domain/identity/twoFactor';
import type { AuditEntry } from './identityPorts';
import type { PasskeyDeps } from './passkeyPorts';

/** The user's authenticator secret: pending until a first code confirms it. */
export type TotpRecord = {
  readonly secret: string;
  readonly confirmedAt: Date | null;
  readonly lastUsedStep: number | null;
};

/** Persistence of two-factor: each write is one transaction, conditional where a race could use a thing twice. */
export type TwoFactorStore = {
  readonly findTotp: (userId: string) => Promise<TotpRecord | null>;
  /** Starts (or restarts) a pending enrolment; an enabled one is left as it is. */
  readonly startTotpEnrolment: (enrolment: {
    readonly userId: string;
    readonly secret: string;
    readonly at: Date;
    readonly audit: AuditEntry;
  }) => Promise<'started' | 'already_enabled'>;
  /**
   * Enables the pending secret with its first accepted step, replaces the recovery codes and ends every other session
   * of the user; false when done meanwhile.
   */
  readonly confirmTotp: (confirmation: {
    readonly userId: string;
    readonly keepSessionId: string;
    readonly step: number;
    readonly recoveryCodeHashes: readonly string[];
    readonly at: Date;
    readonly audit: AuditEntry;
  }) => Promise<boolean>;
  /** Deletes the enabled secret and the recovery codes and ends every other session; false when it was not on. */
  readonly turnOffTotp: (change: {
    readonly userId: string;
    readonly keepSessionId: string;
    readonly at: Date;
    readonly audit: AuditEntry;
  }) => Promise<boolean>;
  /** Replaces the recovery codes of a user with two-factor on; false when it is not on. */
  readonly replaceRecoveryCodes: (change: {
    readonly userId: string;
    readonly recoveryCodeHashes: readonly string[];
    readonly at: Date;
    readonly audit: AuditEntry;
  }) => Promise<boolean>;
  readonly createLoginChallenge: (challenge: {
    readonly tokenHash: string;
    readonly userId: string;
    readonly at: Date;
    readonly expiresAt: Date;
    readonly address: string;
  }) => Promise<void>;
  readonly findLoginChallenge: (tokenHash: string) => Promise<LoginChallenge | null>;
  /** Records the step as used unless it (or a later one) was already: false is a replay lost to a race. */
  readonly useTotpStep: (userId: string, step: number) => Promise<boolean>;
  readonly listRecoveryCodes: (userId: string) => Promise<StoredRecoveryCode[]>;
  /** Marks the code used unless it already was: false when another request used it first. */
  readonly useRecoveryCode: (id: string, at: Date, audit: AuditEntry) => Promise<boolean>;
  /** Marks the challenge used unless it already was. */
  readonly useLoginChallenge: (id: string, at: Date) => Promise<boolean>;
};

/** RFC 6238 codes, computed by a library in the adapter. */
export type TotpCodes = {
  /** A new random secret, base32. */
  readonly newSecret: () => string;
  /** The `otpauth://totp/...` address an authenticator app reads from the QR code. */
  readonly url: (secret: string, account: string) => string;
  readonly codeAt: (secret: string, step: number) => string;
};

export type TwoFactorDeps = {
  readonly store: TwoFactorStore;
  readonly totp: TotpCodes;
  /** Passkeys (WebAuthn): a second factor, or a sign-in without a password. */
  readonly passkeys: PasskeyDeps;
};
