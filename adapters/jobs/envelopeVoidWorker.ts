import type PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type { EnvelopeVoidJob } from '../postgres/projections/contractEffects';
import { queues } from './queues';

/**
 * Voids at DocuSign the envelope of a contract recalled or voided here (the job is written in that transaction). A
 * failure is thrown back, so pg-boss tries again with a growing wait (`ENVELOPE_VOID_RETRY`).
 */
export const startEnvelopeVoidWorker = async (
  boss: PgBoss,
  voidEnvelope: (job: EnvelopeVoidJob) => Promise<boolean>,
  logger?: Logger,
): Promise<void> => {
  await boss.work<EnvelopeVoidJob>(queues.contractEnvelopeVoid, { pollingIntervalSeconds: 1 }, async (jobs) => {
    for (const job of jobs) {
      try {
        if (!(await voidEnvelope(job.data)))
          logger?.warn(
            { contractId: job.data.contractId, envelopeId: job.data.envelopeId },
            'DocuSign is not configured: the envelope of a closed contract was not voided there',
          );
      } catch (error) {
        logger?.warn(
          { err: error, contractId: job.data.contractId, envelopeId: job.data.envelopeId },
          'voiding the DocuSign envelope failed; the job queue will try again',
        );
        throw error;
      }
    }
  });
};
