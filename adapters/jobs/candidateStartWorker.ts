import type PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type { InterviewService } from '../../application/interview/interviewService';
import { queues } from './queues';

/** Every day shortly after midnight UTC, when a new date begins for the platform's clock. */
export const CANDIDATE_START_CRON = '10 0 * * *';

/**
 * Moves candidates waiting to start to working on the first day of their booking: once at start (a server that was
 * down at midnight catches up) and then by pg-boss's daily schedule, which runs on one worker however many app
 * processes there are. The move is the manager's use case with the platform as the actor, so the table's rule (not
 * before the start date) and the e-mails are the same as a manager's.
 */
export const startCandidateStartWorker = async (
  boss: PgBoss,
  interview: InterviewService,
  logger?: Logger,
): Promise<void> => {
  const started = await interview.startWorkOnStartDate();
  if (started > 0) logger?.info({ candidates: started }, 'specialists whose booking started are now working');
  await boss.schedule(queues.candidateStartWork, CANDIDATE_START_CRON, {}, { tz: 'UTC' });
  await boss.work(queues.candidateStartWork, { pollingIntervalSeconds: 30 }, async () => {
    const count = await interview.startWorkOnStartDate();
    if (count > 0) logger?.info({ candidates: count }, 'specialists whose booking started are now working');
  });
};
