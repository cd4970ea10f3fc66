import type PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type { CvImportService } from '../../application/specialist/cvImport/cvImportService';
import { queues } from '../jobs/queues';

/**
 * Reads uploaded CVs one at a time (pdf.js is CPU-bound). A failed attempt is thrown back to pg-boss so it retries;
 * the use case has already marked the import failed when it was the last attempt.
 */
export const startCvImportWorker = async (boss: PgBoss, cvImport: CvImportService, logger?: Logger): Promise<void> => {
  await boss.work<{ importId: string }>(
    queues.cvImport,
    { pollingIntervalSeconds: 0.5, includeMetadata: true },
    async (jobs) => {
      for (const job of jobs) {
        const result = await cvImport.run(job.data.importId, { final: job.retryCount >= job.retryLimit });
        if (result.isErr()) {
          logger?.warn(
            { importId: job.data.importId, attempt: job.retryCount + 1, reason: result.error },
            'CV import attempt failed',
          );
          throw new Error(result.error);
        }
      }
    },
  );
};
