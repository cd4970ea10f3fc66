import type PgBoss from 'pg-boss';
import type pg from 'pg';
import type { Logger } from 'pino';
import { termsAnnouncementMail } from '../../application/content/mails';
import type { Clock } from '../../application/ports/clock';
import type { ContentBlock } from '../../domain/content/blocks';
import { enqueueMail, mailKey } from '../mail/outbox';
import { inTransaction } from '../postgres/transaction';
import { queues } from './queues';

const BATCH = 500;

/**
 * Announces a new terms version (not the first) to every active, verified user: the outbox gets one e-mail per user and version
 * (keyed, so a job retried after a crash stores no second copy), 500 users per transaction, walking the users by id.
 */
export const announceTermsVersion = async (
  pool: pg.Pool,
  boss: PgBoss,
  appUrl: string,
  clock: Clock,
  versionId: string,
): Promise<number> => {
  const { rows } = await pool.query<{ id: string; number: number; effective_from: Date; changes: ContentBlock[] }>(
    'select id, number, effective_from, changes from terms_versions where id = $1',
    [versionId],
  );
  const version = rows[0];
  // The first version is what everyone accepts at sign-up: there is nothing new to announce.
  if (!version || version.number <= 1) return 0;
  let after = '00000000-0000-0000-0000-000000000000';
  let stored = 0;
  for (;;) {
    const users = await pool.query<{ id: string; email: string; first_name: string }>(
      `select id, email, first_name from users where status = 'active' and email_verified_at is not null and id > $1 order by id limit ${BATCH}`,
      [after],
    );
    if (users.rows.length === 0) break;
    await inTransaction(pool, async (tx) => {
      for (const user of users.rows) {
        const mail = termsAnnouncementMail(
          user.email,
          user.first_name,
          { id: version.id, number: version.number, effectiveFrom: version.effective_from, changes: version.changes },
          appUrl,
          clock.now(),
        );
        if (await enqueueMail(tx, boss, mail, mailKey(`terms-announce:${version.id}`, 'termsAnnounce', user.email)))
          stored++;
      }
    });
    after = users.rows[users.rows.length - 1]!.id;
  }
  return stored;
};

export const startTermsAnnouncementWorker = async (
  boss: PgBoss,
  pool: pg.Pool,
  appUrl: string,
  clock: Clock,
  logger?: Logger,
): Promise<void> => {
  await boss.work<{ versionId: string }>(queues.termsAnnounce, { pollingIntervalSeconds: 2 }, async ([job]) => {
    if (!job) return;
    const stored = await announceTermsVersion(pool, boss, appUrl, clock, job.data.versionId);
    logger?.info({ versionId: job.data.versionId, mails: stored }, 'new terms version announced');
  });
};
