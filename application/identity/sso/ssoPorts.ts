import type { Result } from 'neverthrow';
import type { SsoConnection } from '../../../domain/identity/sso';
import type { AuditEntry, IdentityDeps } from '../identityPorts';

/** A company's connection to its OpenID Connect provider, as stored (the secret sealed). */
export type StoredSsoConnection = SsoConnection & {
  readonly issuer: string;
  readonly clientId: string;
  readonly clientSecretSealed: string;
  readonly verificationToken: string;
  readonly defaultRole: 'member' | 'owner';
};

/** A sign-in between the redirect to the provider and its callback. */
export type PendingSsoSignIn = { readonly companyId: string; readonly codeVerifier: string; readonly nonce: string };

/** Persistence of single sign-on (plain tables, migration 0300); each write is one transaction with its audit entry. */
export type SsoStore = {
  readonly findByCompany: (companyId: string) => Promise<StoredSsoConnection | null>;
  readonly findByVerifiedDomain: (domain: string) => Promise<StoredSsoConnection | null>;
  /**
   * Creates or changes the connection. A changed domain starts unverified and not enforced, under a new token;
   * 'domain_taken' when another company has verified that domain.
   */
  readonly save: (connection: {
    readonly companyId: string;
    readonly issuer: string;
    readonly clientId: string;
    readonly clientSecretSealed: string | null;
    readonly domain: string;
    readonly verificationToken: string;
    readonly defaultRole: 'member' | 'owner';
    readonly at: Date;
    readonly audit: AuditEntry;
  }) => Promise<'saved' | 'domain_taken' | 'secret_missing'>;
  readonly markDomainVerified: (change: {
    readonly companyId: string;
    readonly domain: string;
    readonly at: Date;
    readonly audit: AuditEntry;
  }) => Promise<'verified' | 'domain_taken' | 'changed'>;
  readonly setEnforced: (change: {
    readonly companyId: string;
    readonly enforced: boolean;
    readonly at: Date;
    readonly audit: AuditEntry;
  }) => Promise<boolean>;
  readonly startSignIn: (signIn: {
    readonly id: string;
    readonly stateHash: string;
    readonly companyId: string;
    readonly codeVerifier: string;
    readonly nonce: string;
    readonly at: Date;
    readonly expiresAt: Date;
  }) => Promise<void>;
  /** Uses the pending sign-in of the state unless it was used or has expired: a callback is good once. */
  readonly takeSignIn: (stateHash: string, at: Date) => Promise<PendingSsoSignIn | null>;
  /** A person who had not confirmed their e-mail yet, now vouched for by the provider, is active. */
  readonly confirmEmail: (userId: string, at: Date) => Promise<void>;
  /** A person of the verified domain joins the company on their first sign-in: active, e-mail verified. */
  readonly joinCompany: (person: {
    readonly userId: string;
    readonly companyId: string;
    readonly email: string;
    readonly firstName: string;
    readonly lastName: string;
    readonly companyRole: 'member' | 'owner';
    readonly passwordHash: string;
    readonly at: Date;
  }) => Promise<'joined' | 'email_taken'>;
};

/** The provider's client settings one protocol exchange needs. */
export type OpenIdClientSettings = {
  readonly issuer: string;
  readonly clientId: string;
  readonly clientSecret: string;
  readonly redirectUri: string;
};

/** What the provider's ID token says about the person. */
export type OpenIdClaims = {
  readonly email: string | null;
  readonly emailVerified: boolean | null;
  readonly givenName: string | null;
  readonly familyName: string | null;
  readonly name: string | null;
};

/**
 * The OpenID Connect relying party (authorization code flow with PKCE and nonce), in an adapter on a maintained
 * library; its requests go through the safe fetcher. Failures are the provider's words for the log, never thrown.
 */
export type OpenIdRelyingParty = {
  /** Discovery of the issuer: the provider answers its metadata for exactly this issuer. */
  readonly check: (settings: OpenIdClientSettings) => Promise<Result<void, string>>;
  readonly authorizationUrl: (
    settings: OpenIdClientSettings,
    request: {
      readonly state: string;
      readonly nonce: string;
      readonly codeVerifier: string;
      readonly loginHint: string;
    },
  ) => Promise<Result<string, string>>;
  /** Redeems the code of the callback: state, PKCE verifier, nonce and the ID token are checked by the library. */
  readonly redeem: (
    settings: OpenIdClientSettings,
    callback: {
      readonly params: Readonly<Record<string, string>>;
      readonly state: string;
      readonly nonce: string;
      readonly codeVerifier: string;
    },
  ) => Promise<Result<OpenIdClaims, string>>;
  readonly randomVerifier: () => string;
  readonly randomNonce: () => string;
};

/** The TXT records of a DNS name, from the configured resolver; an empty list when the name has none. */
export type TxtLookup = (name: string) => Promise<string[][]>;

/** Seals the client secret at rest (AES-256-GCM under a configured key); null when no key is configured. */
export type SecretSealer = {
  readonly seal: (plain: string) => string;
  readonly open: (sealed: string) => string;
};

export type SsoDeps = {
  /** The parts of identity a sign-in through the provider uses: the people, the sessions, the clock. */
  readonly identity: Pick<IdentityDeps, 'store' | 'clock' | 'secrets' | 'hasher' | 'appUrl'>;
  readonly store: SsoStore;
  readonly relyingParty: OpenIdRelyingParty;
  readonly txt: TxtLookup;
  /** Null in production without SSO_SECRET_KEY: no connection can be saved then. */
  readonly sealer: SecretSealer | null;
  readonly log?: (message: string, details: Record<string, unknown>) => void;
};
