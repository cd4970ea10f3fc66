import { postgreSQLProjection } from '@event-driven-io/emmett-postgresql';
import type { Event } from '@event-driven-io/emmett';
import type PgBoss from 'pg-boss';
import type pg from 'pg';
import type { MessageSent } from '../../../domain/conversation/conversation.events';
import { participantSides } from '../../../domain/conversation/conversation.subject';
import { scheduleUnreadMailCheck, type UnreadMailSettings } from '../../jobs/conversationUnreadMailWorker';
import { eventsOfArea } from '../moderation/areaEvents';

/**
 * The e-mail when nobody reads, scheduled in the transaction of the message: a check of each other side of the thread,
 * due when the message has waited unread as long as configured (15 minutes). The queue keeps one waiting check per
 * thread and side, so a busy thread is checked once however many messages arrive; the check itself decides what is
 * still unread and whether the side was mailed within the hour (adapters/jobs/conversationUnreadMailWorker.ts).
 */
export const conversationUnreadMailsProjection = (boss: () => PgBoss, settings: UnreadMailSettings) =>
  postgreSQLProjection<Event>({
    name: 'conversation_unread_mails',
    canHandle: ['MessageSent'],
    handle: async (events, context) => {
      const client = context.connection.client as unknown as pg.PoolClient;
      for (const { event } of eventsOfArea<MessageSent>(events, ['MessageSent'])) {
        const { threadId, subject, senderSide } = event.data;
        for (const side of participantSides[subject.type].filter((s) => s !== senderSide))
          await scheduleUnreadMailCheck(boss(), client, { threadId, side }, settings.afterSeconds);
      }
    },
  });
