import type PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type { BackOfficeService } from '../../application/company/backOffice/backOfficeService';
import { queues } from './queues';

/**
 * Finishes company merges a crash interrupted between their plain-table transaction and their streams' transfer
 * events: at start for any merge still `moving`, and by the job each merge schedules in its transaction. A failure
 * is thrown back so pg-boss retries.
 */
export const startCompanyMergeWorker = async (
  boss: PgBoss,
  companyAdmin: BackOfficeService,
  logger?: Logger,
): Promise<void> => {
  const finished = await companyAdmin.finishUnfinishedMerges();
  if (finished > 0) logger?.info({ merges: finished }, 'interrupted company merges finished');
  await boss.work<{ mergeId: string }>(queues.companyMergeFinish, { pollingIntervalSeconds: 2 }, async (jobs) => {
    for (const job of jobs) {
      const result = await companyAdmin.finishMerge(job.data.mergeId);
      if (result.isErr() && result.error.code !== 'company.merge_not_found') throw new Error(result.error.message);
    }
  });
};
