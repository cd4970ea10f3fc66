import type { PostgresEventStore } from '@event-driven-io/emmett-postgresql';
import type PgBoss from 'pg-boss';
import pg from 'pg';
import type { Logger } from 'pino';
import type { Clock } from '../application/ports/clock';
import type { Config } from './config';
import { seedDemoAccounts } from './demo/demoAccounts';
import { seedDemoSpecialists } from './demo/demoSpecialists';
import { seedDemoSolutions } from './demo/demoSolutions';
import { seedDemoContracts } from './demo/demoContracts';
import { seedDemoTerms } from './demo/demoTerms';
import { seedDemoArticles } from './demo/demoArticles';
import { postgresIdentityStore } from './postgres/identity/identityStore';
import { startBoss } from './jobs/boss';
import { startMailWorker } from './mail/mailWorker';
import { startCvImportWorker } from './cv/cvImportWorker';
import { startCompanyMergeWorker } from './jobs/companyMergeWorker';
import { startCandidateStartWorker } from './jobs/candidateStartWorker';
import { startClientRequestExpiryWorker } from './jobs/clientRequestExpiryWorker';
import { startSavedSearchDigestWorker } from './jobs/savedSearchDigestWorker';
import { startTermsAnnouncementWorker } from './jobs/termsAnnouncementWorker';
import { startInterviewReminderWorker } from './jobs/interviewReminderWorker';
import { startConversationUnreadMailWorker } from './jobs/conversationUnreadMailWorker';
import { startEnvelopeVoidWorker } from './jobs/envelopeVoidWorker';
import { startWebhookWorker } from './jobs/webhookWorker';
import { webhookProjections } from './postgres/projections/webhookDeliveries';
import { webhookSender } from './webhooks/webhookSender';
import { systemClock } from '../application/ports/clock';
import { seedDemoClientRequests } from './demo/demoClientRequests';
import { outboxTransport, smtpTransport } from './mail/transports';
import { argon2Hasher } from './passwordHasher';
import { locateDatabase } from './postgres/database';
import { reportLibraryPoolErrors } from './postgres/libraryPools';
import { openEventStore } from './postgres/eventStore';
import { startChangeFeed, type ChangeFeed } from './postgres/changeFeed';
import { migrate } from './postgres/migrate';
import { backfillCatalog } from './postgres/catalog/catalogBackfill';
import { inlineProjections } from './postgres/projections';
import { mailProjections } from './postgres/projections/mailProjections';
import { invitationSettingsOf } from './interview/invitations';
import { buildServices, type AppServices } from './services';
import { createESignature, type ESignature } from './esign';

/** The running back end without HTTP: database, migrations, event store, jobs, services. */
export type Runtime = {
  readonly config: Config;
  readonly pool: pg.Pool;
  /** Public catalogue and search reads: a replica with DATABASE_READ_URL, otherwise `pool` itself. */
  readonly readPool: pg.Pool;
  readonly boss: PgBoss;
  readonly eventStore: PostgresEventStore;
  readonly changes: ChangeFeed;
  readonly services: AppServices;
  readonly stop: () => Promise<void>;
};

export type RuntimeOptions = {
  readonly clock?: Clock;
  readonly sleep?: (ms: number) => Promise<void>;
  /** Tests give a database they made; otherwise the config decides. */
  readonly databaseUrl?: string;
  /** Tests wrap the configured e-signature (a signature provider that fails, to see the job retry). */
  readonly eSignature?: (configured: ESignature) => ESignature;
};

export const startRuntime = async (config: Config, logger: Logger, options: RuntimeOptions = {}): Promise<Runtime> => {
  reportLibraryPoolErrors((e) => logger.warn({ err: e }, 'idle database connection dropped'));
  const database = options.databaseUrl
    ? { url: options.databaseUrl, stop: async () => {} }
    : await locateDatabase(config, (line) => logger.debug({ postgres: line.trim() }));
  const pool = new pg.Pool({ connectionString: database.url, max: 20, application_name: 'marketplace' });
  pool.on('error', (e) => logger.error({ err: e }, 'idle database connection failed'));
  const readPool = config.databaseReadUrl
    ? new pg.Pool({ connectionString: config.databaseReadUrl, max: 20, application_name: 'marketplace-read' })
    : pool;
  if (readPool !== pool) readPool.on('error', (e) => logger.error({ err: e }, 'idle read-replica connection failed'));

  const applied = await migrate(pool);
  if (applied.length > 0) logger.info({ migrations: applied }, 'migrations applied');
  const backfilled = await backfillCatalog(pool);
  if (backfilled > 0) logger.info({ cards: backfilled }, 'catalogue filled from the published cards');
  const boss = await startBoss(database.url, (e) => logger.error({ err: e }, 'job queue error'));
  // E-mails caused by events are written by projections in the append's transaction, so they need the job queue.
  const eventStore = await openEventStore(
    database.url,
    [
      ...inlineProjections,
      ...mailProjections(() => boss, config.appUrl, invitationSettingsOf(config), config.conversationUnreadMail),
      ...webhookProjections(() => boss),
    ],
    (e) => logger.error({ err: e }, 'idle event store connection failed'),
  );
  const configuredSignature = await createESignature(config, logger);
  const eSignature = options.eSignature ? options.eSignature(configuredSignature) : configuredSignature;
  const changes = await startChangeFeed(database.url, (e) =>
    logger.warn({ err: e }, 'change feed connection lost; per-process caches are off until it is back'),
  );
  const services = buildServices({
    config,
    pool,
    readPool,
    boss,
    eventStore,
    eSignature,
    clock: options.clock,
    sleep: options.sleep,
    changes,
  });

  if (config.seedDemo) {
    const created = await seedDemoAccounts(pool, argon2Hasher);
    if (created.length > 0) logger.info({ accounts: created }, 'demo accounts created');
    if ((await seedDemoContracts(pool, postgresIdentityStore(pool, boss), services.contract)) > 0)
      logger.info('demo client contract signed');
    if (config.seedDemoCards) {
      const cards = await seedDemoSpecialists(pool, postgresIdentityStore(pool, boss), services.specialist);
      if (cards > 0) logger.info({ cards }, 'demo specialist cards created');
      const solutions = await seedDemoSolutions(
        pool,
        postgresIdentityStore(pool, boss),
        services.solution,
        services.files,
      );
      if (solutions > 0) logger.info({ solutions }, 'demo solutions created');
      if ((await seedDemoTerms(pool, postgresIdentityStore(pool, boss), services.content)) > 0)
        logger.info('demo terms and conditions created');
      const articles = await seedDemoArticles(
        pool,
        postgresIdentityStore(pool, boss),
        services.content,
        services.files,
      );
      if (articles > 0) logger.info({ articles }, 'demo articles created');
      const clientRequests = await seedDemoClientRequests(
        pool,
        postgresIdentityStore(pool, boss),
        services.clientRequest,
      );
      if (clientRequests > 0) logger.info({ clientRequests }, 'demo client requests created');
    }
  }
  if (config.runWorkers) {
    await startMailWorker(
      boss,
      pool,
      config.smtpUrl ? smtpTransport(config.smtpUrl, config.mailFrom) : outboxTransport,
    );
    await startCvImportWorker(boss, services.cvImport, logger);
    await startCompanyMergeWorker(boss, services.companyAdmin, logger);
    await startClientRequestExpiryWorker(boss, services.clientRequest, logger);
    await startSavedSearchDigestWorker(boss, services.savedSearch, logger);
    await startCandidateStartWorker(boss, services.interview, logger);
    await startEnvelopeVoidWorker(boss, services.contract.voidEnvelope, logger);
    await startWebhookWorker(
      boss,
      pool,
      webhookSender({ allowHosts: config.webhooks.allowHosts, httpsOnly: config.env === 'production' }),
      options.clock ?? systemClock,
      config.webhooks.retryBaseSeconds,
      config.appUrl,
      logger,
    );
    await startTermsAnnouncementWorker(boss, pool, config.appUrl, options.clock ?? systemClock, logger);
    await startInterviewReminderWorker(
      boss,
      pool,
      config.appUrl,
      invitationSettingsOf(config),
      options.clock ?? systemClock,
      logger,
    );
    await startConversationUnreadMailWorker(
      boss,
      pool,
      config.appUrl,
      config.conversationUnreadMail,
      options.clock ?? systemClock,
      logger,
    );
  }

  return {
    config,
    pool,
    readPool,
    boss,
    eventStore,
    changes,
    services,
    stop: async () => {
      await boss
        .stop({ graceful: true, timeout: 10_000 })
        .catch((e: unknown) => logger.error({ err: e }, 'job queue stop failed'));
      await eventStore.close().catch(() => {});
      await changes.stop();
      await pool.end();
      if (readPool !== pool) await readPool.end();
      await database.stop();
    },
  };
};
