import { postgreSQLProjection } from '@event-driven-io/emmett-postgresql';
import type { Event } from '@event-driven-io/emmett';
import type PgBoss from 'pg-boss';
import type pg from 'pg';
import { contractEffectEventTypes, contractEffectsOf } from '../../../application/contract/effects';
import type { ContractEvent } from '../../../domain/contract/contract.events';
import { onConnection, queues } from '../../jobs/queues';

/** What the envelope-void job carries. */
export type EnvelopeVoidJob = { readonly contractId: string; readonly envelopeId: string; readonly reason: string };

/**
 * A DocuSign outage is tried again for about a day and a half: the first retry after a second or two, each wait about
 * twice the one before (pg-boss's backoff), 16 tries in all; then the job stays failed, for staff to see.
 */
export const ENVELOPE_VOID_RETRY = { retryLimit: 16, retryDelay: 1, retryBackoff: true } as const;

/**
 * The effects of closing a contract (`application/contract/effects.ts`), in the append's transaction: the signer's
 * unused links revoked, and the envelope-void job written (a recall leaves no envelope behind, so each is voided once).
 */
export const contractEffectsProjection = (boss: () => PgBoss) =>
  postgreSQLProjection<Event>({
    name: 'contract_effects',
    canHandle: [...contractEffectEventTypes],
    handle: async (events, context) => {
      const client = context.connection.client as unknown as pg.PoolClient;
      for (const event of events)
        for (const effect of contractEffectsOf(event as unknown as ContractEvent)) {
          if (effect.kind === 'revokeSigningLinks')
            await client.query(
              'update contract_signing_links set revoked_at = $2 where contract_id = $1 and used_at is null and revoked_at is null',
              [effect.contractId, effect.at],
            );
          else
            await boss().send(
              queues.contractEnvelopeVoid,
              {
                contractId: effect.contractId,
                envelopeId: effect.envelopeId,
                reason: effect.reason,
              } satisfies EnvelopeVoidJob,
              { ...onConnection(client), ...ENVELOPE_VOID_RETRY },
            );
        }
    },
  });
