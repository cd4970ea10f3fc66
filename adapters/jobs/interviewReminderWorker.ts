import type PgBoss from 'pg-boss';
import type pg from 'pg';
import type { Logger } from 'pino';
import { interviewReminderMails, videoCallOf, type InvitationSettings } from '../../application/interview/mails';
import type { InterviewSlot } from '../../domain/interview/interview.slots';
import { reminderCause, reminderDueAt, reminderOutcome, type ReminderLead } from '../../domain/interview/reminders';
import type { Clock } from '../../application/ports/clock';
import { enqueueInterviewMail } from '../postgres/projections/interviewMails';
import { inTransaction } from '../postgres/transaction';
import { onConnection, queues } from './queues';

export type InterviewReminderJob = {
  readonly candidateId: string;
  readonly slot: InterviewSlot;
  readonly lead: ReminderLead;
};

/** Puts a reminder's job in the queue, due at `at`, in the transaction `client` is in. */
export const scheduleReminder = (boss: PgBoss, client: pg.PoolClient, job: InterviewReminderJob, at: Date) =>
  boss.send(queues.interviewRemind, job, {
    ...onConnection(client),
    startAfter: at,
    retryLimit: 5,
    retryBackoff: true,
  });

/**
 * A reminder's job at its time (`reminderOutcome` decides by the platform's clock): while the candidate's interview is
 * still fixed for the job's time and has not begun, the client's contact and the agency's people get the e-mail and a
 * notification, stored in one transaction under the reminder's key, so a job run again stores nothing more; a job the
 * queue ran early by the platform's clock is put back until it is due. Answers how many e-mails were stored.
 */
export const remindOfInterview = (
  pool: pg.Pool,
  boss: PgBoss,
  appUrl: string,
  invitations: InvitationSettings,
  clock: Clock,
  job: InterviewReminderJob,
): Promise<number> =>
  inTransaction(pool, async (tx) => {
    const { rows } = await tx.query<{ interview_at: InterviewSlot | null; video_url: string | null }>(
      'select interview_at, video_url from candidates where id = $1 for share',
      [job.candidateId],
    );
    const outcome = reminderOutcome(job, rows[0]?.interview_at ?? null, clock.now());
    if (outcome === 'wait') {
      const early = reminderDueAt(job.slot, job.lead).getTime() - clock.now().getTime();
      await scheduleReminder(boss, tx, job, new Date(Date.now() + early));
      return 0;
    }
    if (outcome === 'drop') return 0;
    const video = videoCallOf(invitations.videoLinkOf, {
      id: job.candidateId,
      enteredVideoUrl: rows[0]?.video_url ?? null,
    });
    let stored = 0;
    for (const mail of interviewReminderMails(job.candidateId, job.slot, job.lead, video))
      stored += await enqueueInterviewMail(tx, boss, appUrl, reminderCause(job.candidateId, job.slot, job.lead), mail);
    return stored;
  });

export const startInterviewReminderWorker = async (
  boss: PgBoss,
  pool: pg.Pool,
  appUrl: string,
  invitations: InvitationSettings,
  clock: Clock,
  logger?: Logger,
): Promise<void> => {
  await boss.work<InterviewReminderJob>(queues.interviewRemind, { pollingIntervalSeconds: 30 }, async ([job]) => {
    if (!job) return;
    const stored = await remindOfInterview(pool, boss, appUrl, invitations, clock, job.data);
    if (stored > 0) logger?.info({ candidateId: job.data.candidateId, lead: job.data.lead }, 'interview reminded');
  });
};
