import type PgBoss from 'pg-boss';
import type pg from 'pg';
import type { PostgresEventStore } from '@event-driven-io/emmett-postgresql';
import { companyService } from '../application/company/companyService';
import { identityService } from '../application/identity/identityService';
import { systemClock, type Clock } from '../application/ports/clock';
import type { Config } from './config';
import { argon2Hasher } from './passwordHasher';
import { postgresCompanyStore } from './postgres/company/companyStore';
import { postgresIdentityStore } from './postgres/identity/identityStore';
import { postgresAbuseCounter } from './postgres/abuse/abuseCounter';
import { captchaProviderOf } from './captcha/captchaProvider';
import { referenceService } from '../application/reference/referenceService';
import { postgresReferenceStore } from './postgres/reference/referenceStore';
import { nodeSecrets } from './secrets';
import { specialistService } from '../application/specialist/specialistService';
import { eventStorePort } from './postgres/eventStore';
import { cartService } from '../application/cart/cartService';
import { catalogService } from '../application/catalog/catalogService';
import { postgresCatalogReadModel } from './postgres/catalog/catalogReadModel';
import { postgresCartSpecialists } from './postgres/cart/cartSpecialists';
import { interviewService } from '../application/interview/interviewService';
import { postgresCandidateReadModel } from './postgres/interview/candidateReadModel';
import { postgresContractRegistry, postgresSpecialistOwnership } from './postgres/interview/interviewSupport';
import { postgresSpecialistReadModel } from './postgres/specialist/specialistReadModel';
import { postgresPeopleDirectory, postgresSpecialistRulesData } from './postgres/specialist/specialistRulesData';
import { filesService } from '../application/files/filesService';
import { cvImportService } from '../application/specialist/cvImport/cvImportService';
import { cvTextExtractor } from './cv/textExtractor';
import { fileTypeInspector } from './files/contentInspector';
import { postgresFileStore } from './postgres/files/fileStore';
import { postgresCvDictionary, postgresCvImportStore } from './postgres/files/cvImportStore';
import { solutionService } from '../application/solution/solutionService';
import { postgresSolutionCatalog, postgresSolutionReadModel } from './postgres/solution/solutionReadModel';
import { postgresSolutionRequestStore, postgresSolutionRulesData } from './postgres/solution/solutionSupport';

/** The running parts every area's adapters are built from. */
export type Infrastructure = {
  readonly config: Config;
  readonly pool: pg.Pool;
  readonly boss: PgBoss;
  readonly eventStore: PostgresEventStore;
  readonly clock?: Clock;
  readonly sleep?: (ms: number) => Promise<void>;
};

/** Wiring only: each area's use cases with their ports. */
export const buildServices = (infra: Infrastructure) => {
  const clock = infra.clock ?? systemClock;
  const cartDeps = {
    events: eventStorePort(infra.eventStore),
    clock,
    newId: nodeSecrets.uuid,
    specialists: postgresCartSpecialists(infra.pool, postgresSpecialistRulesData(infra.pool).priceSettings),
    // Agency teams are not built yet: every team id is unknown (404) until they are.
    teams: { membersOf: async () => null },
    bookingLimits: async () => {
      const { minReservationDays, maxReservationDays } = await postgresReferenceStore(infra.pool).getPlatformSettings();
      return { minReservationDays, maxReservationDays };
    },
  };
  const files = { store: postgresFileStore(infra.pool), inspector: fileTypeInspector, newId: nodeSecrets.uuid };
  const captcha = captchaProviderOf(infra.config.captcha, infra.pool);
  return {
    captcha,
    identity: identityService({
      store: postgresIdentityStore(infra.pool, infra.boss),
      clock,
      secrets: nodeSecrets,
      hasher: argon2Hasher,
      sessionLifetime: infra.config.session,
      appUrl: infra.config.appUrl,
      sleep: infra.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms))),
      abuse: postgresAbuseCounter(infra.pool),
      captcha: captcha.verifier,
    }),
    reference: referenceService({ store: postgresReferenceStore(infra.pool) }),
    company: companyService({ store: postgresCompanyStore(infra.pool) }),
    specialist: specialistService({
      events: eventStorePort(infra.eventStore),
      clock,
      newId: nodeSecrets.uuid,
      cards: postgresSpecialistReadModel(infra.pool),
      rules: postgresSpecialistRulesData(infra.pool),
      people: postgresPeopleDirectory(infra.pool),
    }),
    files: filesService(files),
    cvImport: cvImportService({ files, imports: postgresCvImportStore(infra.pool, infra.boss), text: cvTextExtractor, dictionary: postgresCvDictionary(infra.pool) }),
    cart: cartService(cartDeps),
    catalog: catalogService({ catalog: postgresCatalogReadModel(infra.pool), clock, priceSettings: postgresSpecialistRulesData(infra.pool).priceSettings }),
    interview: interviewService({
      events: eventStorePort(infra.eventStore),
      clock,
      cart: cartDeps,
      contracts: postgresContractRegistry(infra.pool),
      candidates: postgresCandidateReadModel(infra.pool),
      specialists: postgresSpecialistOwnership(infra.pool),
      people: postgresPeopleDirectory(infra.pool),
    }),
    solution: solutionService({
      events: eventStorePort(infra.eventStore),
      clock,
      newId: nodeSecrets.uuid,
      solutions: postgresSolutionReadModel(infra.pool),
      catalog: postgresSolutionCatalog(infra.pool),
      rules: postgresSolutionRulesData(infra.pool),
      people: postgresPeopleDirectory(infra.pool),
      requests: postgresSolutionRequestStore(infra.pool, infra.boss),
      appUrl: infra.config.appUrl,
      abuse: postgresAbuseCounter(infra.pool),
    }),
  };
};
export type AppServices = ReturnType<typeof buildServices>;
