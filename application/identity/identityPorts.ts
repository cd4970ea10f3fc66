import type { Result } from 'neverthrow';
import type { AppError } from '../shared/appError';
import type { LoginAttempts } from '../../domain/identity/loginThrottle';
import type { CompanyType } from '../../domain/identity/companyType';
import type { OneTimeLink } from '../../domain/identity/oneTimeLink';
import type { OutgoingMail } from '../ports/mail';
import type { SessionLifetime, SessionTimes } from '../../domain/identity/session';
import type { AbuseCounter } from '../ports/abuseCounter';
import type { CaptchaVerifier } from '../ports/captcha';
import type { Clock } from '../ports/clock';
import type { PasswordHasher } from '../ports/passwordHasher';
import type { Secrets } from '../ports/secrets';
import type { PeopleStore } from './peoplePorts';
import type { TwoFactorDeps } from './twoFactorPorts';

/** Persistence port of identity. Each write is one transaction; mails land in the outbox inside it. */
export type PersonRef = {
  readonly id: string;
  readonly name: string;
  readonly surname: string;
  readonly email: string;
  readonly avatar: string | null;
};

export type UserRecord = {
  readonly id: string;
  readonly companyId: string;
  readonly companyType: CompanyType;
  readonly companyName: string;
  readonly email: string;
  readonly passwordHash: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly middleName: string | null;
  readonly avatar: string | null;
  readonly status: 'unverified' | 'active' | 'blocked';
  /** The clock the user reads interview times on (an IANA zone); null until known. */
  readonly timeZone: string | null;
  readonly roleSlug: string;
  readonly scopes: readonly string[];
  readonly personalManager: PersonRef | null;
};

export type SessionRecord = SessionTimes & {
  readonly id: string;
  readonly userId: string;
  readonly actingAsUserId: string | null;
  /** The last proof of the person: a step-up, or the sign-in itself. */
  readonly provenAt: Date;
};

/** Where a session was opened from, as its login recorded it. */
export type SessionOrigin = { readonly address: string | null; readonly userAgent: string | null };

export type StoredLink = OneTimeLink & { readonly id: string; readonly userId: string };

export type AuditEntry = {
  readonly actorId: string | null;
  readonly emulatedBy: string | null;
  readonly action: string;
  readonly subjectId: string | null;
  readonly details?: Record<string, unknown>;
};

export type ImpersonationCandidate = {
  readonly userId: string;
  readonly name: string;
  readonly surname: string;
  readonly email: string;
  readonly companyId: string;
  readonly companyName: string;
  readonly companyType: 'agency' | 'client';
};

export type IdentityStore = PeopleStore & {
  readonly findUserByEmail: (email: string) => Promise<UserRecord | null>;
  readonly findUserById: (id: string) => Promise<UserRecord | null>;
  /** Remembers the clock the user reads times on. */
  readonly setTimeZone: (userId: string, timeZone: string, at: Date) => Promise<void>;
  readonly registerCompany: (registration: {
    readonly companyType: 'agency' | 'client';
    readonly companyName: string;
    readonly user: {
      readonly id: string;
      readonly email: string;
      readonly passwordHash: string;
      readonly firstName: string;
      readonly lastName: string;
    };
    readonly verification: { readonly codeHash: string; readonly expiresAt: Date };
    readonly mail: OutgoingMail;
    readonly at: Date;
  }) => Promise<'created' | 'email_taken'>;
  readonly findEmailVerification: (userId: string, codeHash: string) => Promise<StoredLink | null>;
  /** Marks the link used and the user verified; false when another request used it first. */
  readonly completeEmailVerification: (link: StoredLink, at: Date) => Promise<boolean>;
  /**
   * Counts the recent failed attempts and records this one as failed, atomically per e-mail and per address, so
   * parallel attempts cannot all read the same count; `endLoginAttempt` takes it back when it was not a failure.
   */
  readonly beginLoginAttempt: (attempt: {
    readonly email: string;
    readonly address: string;
    readonly at: Date;
    readonly since: Date;
  }) => Promise<LoginAttempts & { readonly attemptId: string }>;
  readonly endLoginAttempt: (attemptId: string) => Promise<void>;
  readonly clearLoginFailures: (email: string) => Promise<void>;
  readonly createSession: (session: {
    readonly id: string;
    readonly tokenHash: string;
    readonly userId: string;
    readonly at: Date;
    readonly address: string;
    readonly userAgent: string;
  }) => Promise<void>;
  /** The session of a token with its user and the user it acts as (if any), read together in one round trip. */
  readonly findSessionWithUsers: (tokenHash: string) => Promise<{
    readonly session: SessionRecord;
    readonly user: UserRecord | null;
    readonly actingAs: UserRecord | null;
  } | null>;
  readonly touchSession: (sessionId: string, at: Date) => Promise<void>;
  /** Records that the session's person proved it is them again (a step-up). */
  readonly markSteppedUp: (sessionId: string, at: Date, audit: AuditEntry) => Promise<void>;
  /** The user's sessions not revoked, newest use first (expired ones too: the caller decides with `sessionState`). */
  readonly listSessions: (userId: string) => Promise<(SessionRecord & SessionOrigin)[]>;
  /** Revokes the user's sessions named by `ids` (only the user's own count); answers how many ended. */
  readonly revokeSessions: (change: {
    readonly userId: string;
    readonly ids: readonly string[];
    readonly at: Date;
    readonly audit: AuditEntry;
  }) => Promise<number>;
  readonly revokeSession: (sessionId: string, at: Date, audit: AuditEntry) => Promise<void>;
  readonly createPasswordReset: (reset: {
    readonly userId: string;
    readonly slugHash: string;
    readonly expiresAt: Date;
    readonly mail: OutgoingMail;
    readonly at: Date;
  }) => Promise<void>;
  readonly findPasswordReset: (slugHash: string) => Promise<StoredLink | null>;
  /** Sets the password, uses the link, verifies the e-mail and revokes every session; false when the link was used meanwhile. */
  readonly completePasswordReset: (link: StoredLink, passwordHash: string, at: Date) => Promise<boolean>;
  /** Sets the password and revokes every session of the user but `keepSessionId`. */
  readonly changePassword: (change: {
    readonly userId: string;
    readonly passwordHash: string;
    readonly keepSessionId: string;
    readonly at: Date;
    readonly audit: AuditEntry;
  }) => Promise<void>;
  readonly setImpersonation: (change: {
    readonly sessionId: string;
    readonly actingAsUserId: string | null;
    readonly at: Date;
    readonly audit: AuditEntry;
  }) => Promise<void>;
  readonly listImpersonationCandidates: (query: {
    readonly search: string;
    readonly companyType?: 'agency' | 'client';
    readonly limit: number;
    /** Whom staff may act as (`impersonable` in policies.ts): the list holds no one else. */
    readonly rule: {
      readonly companyTypes: readonly UserRecord['companyType'][];
      readonly statuses: readonly UserRecord['status'][];
    };
  }) => Promise<ImpersonationCandidate[]>;
  readonly subscribeNewsletter: (email: string, at: Date) => Promise<void>;
};

export type IdentityDeps = {
  readonly store: IdentityStore;
  readonly clock: Clock;
  readonly secrets: Secrets;
  readonly hasher: PasswordHasher;
  readonly sessionLifetime: SessionLifetime;
  /** Absolute base of links in e-mails, such as https://marketplace.example. */
  readonly appUrl: string;
  /** Waits before answering a throttled login; tests pass a recorder. */
  readonly sleep: (ms: number) => Promise<void>;
  /** Counts attempts of registration, password reset and newsletter per address and e-mail. */
  readonly abuse: AbuseCounter;
  /** Checks the captcha of sign-up, password reset and newsletter requests. */
  readonly captcha: CaptchaVerifier;
  /** Terms acceptance (application/content): the profile's `showModalTaC` and sign-up's ticked terms box. */
  readonly terms: TermsGate;
  /** TOTP secrets, recovery codes and login challenges, and the codes' computation. */
  readonly twoFactor: TwoFactorDeps;
  /**
   * Single sign-on (`sso/ssoSignIn.ts`): refuses a correct password of a person whose company made its single sign-on
   * the only way in (403 auth.sso_required); absent, passwords are always enough.
   */
  readonly ssoPasswordCheck?: (user: Pick<UserRecord, 'email' | 'companyId'>) => Promise<Result<void, AppError>>;
};

export type TermsGate = {
  /** True when a terms version is in force that the user has not accepted. */
  readonly needsAcceptance: (userId: string) => Promise<boolean>;
  /** Records a new user's acceptance of the version in force (sign-up's checkbox). */
  readonly acceptAtRegistration: (
    userId: string,
    origin: { readonly address: string; readonly userAgent: string } | undefined,
  ) => Promise<void>;
};
