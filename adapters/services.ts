import type { PgBoss } from 'pg-boss';
import type pg from 'pg';
import type { EventStore } from '@event-driven-io/emmett';
import { companyService } from '../application/company/companyService';
import { identityService } from '../application/identity/identityService';
import { systemClock, type Clock } from '../application/ports/clock';
import type { Config } from './config';
import { argon2Hasher } from './passwordHasher';
import { postgresCompanyStore } from './postgres/company/companyStore';
import { postgresIdentityStore } from './postgres/identity/identityStore';
import { referenceService } from '../application/reference/referenceService';
import { postgresReferenceStore } from './postgres/reference/referenceStore';
import { nodeSecrets } from './secrets';

/** The running parts every area's adapters are built from. */
export type Infrastructure = {
  readonly config: Config;
  readonly pool: pg.Pool;
  readonly boss: PgBoss;
  readonly eventStore: EventStore;
  readonly clock?: Clock;
  readonly sleep?: (ms: number) => Promise<void>;
};

/** Wiring only: each area's use cases with their ports. */
export const buildServices = (infra: Infrastructure) => {
  const clock = infra.clock ?? systemClock;
  return {
    identity: identityService({
      store: postgresIdentityStore(infra.pool, infra.boss),
      clock,
      secrets: nodeSecrets,
      hasher: argon2Hasher,
      sessionLifetime: infra.config.session,
      appUrl: infra.config.appUrl,
      sleep: infra.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms))),
    }),
    reference: referenceService({ store: postgresReferenceStore(infra.pool) }),
    company: companyService({ store: postgresCompanyStore(infra.pool) }),
  };
};
export type AppServices = ReturnType<typeof buildServices>;
