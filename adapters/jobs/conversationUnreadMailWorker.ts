import type PgBoss from 'pg-boss';
import type pg from 'pg';
import type { Logger } from 'pino';
import type { Clock } from '../../application/ports/clock';
import {
  outgoingUnreadMail,
  QUOTED_MESSAGES,
  recipientsOf,
  unreadMailTemplate,
  unreadMessagesMail,
  type MailablePerson,
} from '../../application/conversation/mails';
import type { ConversationSide, SubjectType } from '../../domain/conversation/conversation.subject';
import { unreadMailCause, unreadMailOutcome } from '../../domain/conversation/conversation.unreadMail';
import type { Scope } from '../../domain/identity/scopes';
import type { Config } from '../config';
import { mailKey } from '../mail/outbox';
import {
  postgresConversationReadModel,
  postgresSubjectDirectory,
} from '../postgres/conversation/conversationReadModel';
import { enqueueMailAndNotice } from '../postgres/notification/noticeOutbox';
import { inTransaction } from '../postgres/transaction';
import { onConnection, queues } from './queues';

/** A side of a thread to check for messages it has not read. */
export type UnreadMailJob = { readonly threadId: string; readonly side: ConversationSide };

export type UnreadMailSettings = Config['conversationUnreadMail'];

/**
 * Puts a side's check in the queue, due `afterSeconds` from now by the database's clock, in the transaction `client` is
 * in. The queue keeps one waiting check per thread and side (policy 'short'): while one waits, another is not added.
 */
export const scheduleUnreadMailCheck = (
  boss: PgBoss,
  client: pg.PoolClient,
  job: UnreadMailJob,
  afterSeconds: number,
) =>
  boss.send(queues.conversationUnreadMail, job, {
    ...onConnection(client),
    startAfter: Math.max(1, Math.ceil(afterSeconds)),
    singletonKey: `${job.threadId}:${job.side}`,
    retryLimit: 5,
    retryBackoff: true,
  });

/** The verified, active users who may sit on `side`: staff for the platform, else the subject's companies' people. */
const possibleRecipients = async (client: pg.PoolClient, side: ConversationSide, companyIds: readonly string[]) =>
  (
    await client.query<{ email: string; company_id: string; scopes: Scope[] }>(
      `select u.email, u.company_id, r.scopes from users u join roles r on r.id = u.role_id
        where u.email_verified_at is not null and u.status = 'active'
          and ${side === 'platform' ? `r.kind = 'platform'` : `r.kind <> 'platform' and u.company_id = any($1::uuid[])`}
        order by u.email`,
      side === 'platform' ? [] : [companyIds],
    )
  ).rows.map((row): MailablePerson => ({ email: row.email, companyId: row.company_id, scopes: row.scopes }));

/**
 * A side's check at its time (`unreadMailOutcome` decides by the platform's clock), in one transaction holding the
 * side's row of `conversation_unread_mails`: the messages of the others the side has neither read nor been mailed about
 * are told of, once their oldest has waited long enough and the last e-mail of this thread to this side is an hour old;
 * an early check is put back until then. The e-mails and notifications are stored under the last message told of, so a
 * check run again stores nothing more. Answers how many e-mails were stored.
 */
export const checkUnreadMessages = (
  pool: pg.Pool,
  boss: PgBoss,
  appUrl: string,
  settings: UnreadMailSettings,
  clock: Clock,
  job: UnreadMailJob,
): Promise<number> =>
  inTransaction(pool, async (tx) => {
    const { threadId, side } = job;
    const threads = await tx.query<{ subject_type: SubjectType; subject_id: string }>(
      'select subject_type, subject_id from conversation_threads where id = $1',
      [threadId],
    );
    const thread = threads.rows[0];
    if (!thread) return 0;
    await tx.query('insert into conversation_unread_mails (thread_id, side) values ($1, $2) on conflict do nothing', [
      threadId,
      side,
    ]);
    const mailed = (
      await tx.query<{ mailed_at: Date | null; mailed_up_to_seq: number }>(
        'select mailed_at, mailed_up_to_seq from conversation_unread_mails where thread_id = $1 and side = $2 for update',
        [threadId, side],
      )
    ).rows[0]!;
    const unread = (
      await tx.query<{ id: string; seq: number; sent_at: Date }>(
        `select m.id, m.seq, m.sent_at from conversation_messages m
          where m.thread_id = $1 and m.sender_side <> $2 and m.hidden_at is null
            and m.seq > greatest($3::int, coalesce((select r.last_read_seq from conversation_reads r where r.thread_id = $1 and r.side = $2), 0))
          order by m.seq`,
        [threadId, side, mailed.mailed_up_to_seq],
      )
    ).rows;
    const now = clock.now();
    const outcome = unreadMailOutcome(unread[0]?.sent_at ?? null, mailed.mailed_at, now, {
      afterMs: settings.afterSeconds * 1000,
      gapMs: settings.gapSeconds * 1000,
    });
    if (outcome.kind === 'none') return 0;
    if (outcome.kind === 'wait') {
      await scheduleUnreadMailCheck(boss, tx, job, (outcome.until.getTime() - now.getTime()) / 1000);
      return 0;
    }
    const upToSeq = unread.at(-1)!.seq;
    await tx.query(
      'update conversation_unread_mails set mailed_at = $3, mailed_up_to_seq = $4 where thread_id = $1 and side = $2',
      [threadId, side, now, upToSeq],
    );
    const subject = { type: thread.subject_type, id: thread.subject_id };
    const parties = await postgresSubjectDirectory(pool).partiesOf(subject.type, subject.id);
    if (!parties) return 0;
    const companies = [parties.clientId, parties.agencyId, parties.companyId].filter((id): id is string => id !== null);
    const recipients = recipientsOf(await possibleRecipients(tx, side, companies), side, subject, parties);
    if (recipients.length === 0) return 0;
    const readModel = postgresConversationReadModel(pool);
    const latest = await readModel.messagesById(unread.slice(-QUOTED_MESSAGES).map((message) => message.id));
    const mail = unreadMessagesMail(
      { id: threadId, subjectType: subject.type, subjectId: subject.id, title: parties.title },
      side,
      { count: unread.length, latest },
      now,
    );
    const cause = unreadMailCause(threadId, side, upToSeq);
    let stored = 0;
    for (const to of recipients) {
      const id = await enqueueMailAndNotice(
        tx,
        boss,
        outgoingUnreadMail(mail, to, appUrl),
        { idempotencyKey: mailKey(cause, unreadMailTemplate, to), kind: unreadMailTemplate },
        appUrl,
      );
      if (id) stored += 1;
    }
    return stored;
  });

/** The checks, polled often enough for the configured wait (every 30 s at the default 15 minutes). */
export const startConversationUnreadMailWorker = async (
  boss: PgBoss,
  pool: pg.Pool,
  appUrl: string,
  settings: UnreadMailSettings,
  clock: Clock,
  logger?: Logger,
): Promise<void> => {
  const pollingIntervalSeconds = Math.min(30, Math.max(0.5, settings.afterSeconds / 4));
  await boss.work<UnreadMailJob>(queues.conversationUnreadMail, { pollingIntervalSeconds }, async ([job]) => {
    if (!job) return;
    const stored = await checkUnreadMessages(pool, boss, appUrl, settings, clock, job.data);
    if (stored > 0) logger?.info({ threadId: job.data.threadId, side: job.data.side }, 'unread messages mailed');
  });
};
