import type { SessionLifetime } from '../../domain/identity/session';
import type { AbuseCounter } from '../ports/abuseCounter';
import type { Clock } from '../ports/clock';
import type { PasswordHasher } from '../ports/passwordHasher';
import type { Secrets } from '../ports/secrets';
import type { IdentityStore } from './identityStore';

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
};
