import { postgreSQLProjection } from '@event-driven-io/emmett-postgresql';
import type { Event } from '@event-driven-io/emmett';
import type PgBoss from 'pg-boss';
import type pg from 'pg';
import type { InterviewRescheduled, InterviewSlotAccepted } from '../../../domain/interview/interview.events';
import { remindersOf } from '../../../domain/interview/reminders';
import { scheduleReminder } from '../../jobs/interviewReminderWorker';

const fixingTypes = ['InterviewSlotAccepted', 'InterviewRescheduled'] as const;

const momentOf = (event: Event): Date => {
  const at = (event as { metadata?: { at?: unknown } }).metadata?.at;
  return at instanceof Date ? at : typeof at === 'string' ? new Date(at) : new Date();
};

/**
 * The reminders of an interview, scheduled in the transaction of the event that fixed its time (a slot accepted or
 * chosen, the interview moved): one pg-boss job per reminder still ahead (`remindersOf`), due at its moment. The job
 * checks at its time that the interview is still fixed for this time, so a moved or cancelled interview sends nothing
 * at the old time; its e-mails are keyed by the interview's time and the lead, so a job run twice reminds once.
 */
export const interviewRemindersProjection = (boss: () => PgBoss) =>
  postgreSQLProjection<Event>({
    name: 'interview_reminders',
    canHandle: [...fixingTypes],
    handle: async (events, context) => {
      const client = context.connection.client as unknown as pg.PoolClient;
      for (const event of events as unknown as (InterviewSlotAccepted | InterviewRescheduled)[]) {
        const { candidateId, slot } = event.data;
        for (const reminder of remindersOf(slot, momentOf(event as unknown as Event))) {
          await scheduleReminder(boss(), client, { candidateId, slot, lead: reminder.lead }, reminder.at);
        }
      }
    },
  });
