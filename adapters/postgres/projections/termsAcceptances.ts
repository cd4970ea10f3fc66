import { postgreSQLProjection } from '@event-driven-io/emmett-postgresql';
import type { Event } from '@event-driven-io/emmett';
import type { TermsAcceptanceEvent } from '../../../domain/content/terms';

const acceptanceEventTypes: TermsAcceptanceEvent['type'][] = ['TermsAccepted'];

/** Who accepted which terms version, when and from where: one row per fact, in the transaction of the append. */
export const termsAcceptancesProjection = postgreSQLProjection<Event>({
  name: 'terms_acceptances',
  canHandle: acceptanceEventTypes,
  handle: async (events, context) => {
    for (const raw of events) {
      if (!(acceptanceEventTypes as string[]).includes(raw.type)) continue;
      const { data, metadata } = raw as unknown as TermsAcceptanceEvent;
      await context.connection.client.query(
        `insert into terms_acceptances (user_id, version_id, accepted_at, address, user_agent, channel)
         values ($1, $2, $3, $4, $5, $6) on conflict (user_id, version_id) do nothing`,
        [data.userId, data.versionId, new Date(metadata.at), data.address, data.userAgent, data.channel],
      );
    }
  },
});
