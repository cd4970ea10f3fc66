/**
 * Reminders of a fixed interview: an e-mail and a notification a day and an hour before, to both parties. They are
 * scheduled when a time is fixed (a slot accepted or chosen, an interview moved) for that time only; a reminder whose
 * moment has passed when the time is fixed is not scheduled (an interview fixed 30 minutes ahead gets none). When one
 * is due, it goes out only if the interview is still fixed for the time it was scheduled for: a moved or cancelled
 * interview never reminds at its old time.
 */
import { slotInstant } from './invitation';
import { slotKey, type InterviewSlot } from './interview.slots';

export const REMINDER_LEADS = { day: 24 * 60, hour: 60 } as const;
export type ReminderLead = keyof typeof REMINDER_LEADS;

export type InterviewReminder = {
  readonly lead: ReminderLead;
  /** When it is due: the interview's start minus the lead. */
  readonly at: Date;
};

/** The reminders to schedule when an interview is fixed for `slot` at the moment `fixedAt`, earliest first. */
export const remindersOf = (slot: InterviewSlot, fixedAt: Date): InterviewReminder[] => {
  const start = slotInstant(slot).getTime();
  return (Object.entries(REMINDER_LEADS) as [ReminderLead, number][])
    .map(([lead, minutes]) => ({ lead, at: new Date(start - minutes * 60_000) }))
    .filter((reminder) => reminder.at.getTime() > fixedAt.getTime());
};

/** A due reminder goes out only while the interview is still fixed for the time it was scheduled for. */
export const reminderStillDue = (scheduledFor: InterviewSlot, fixedNow: InterviewSlot | null): boolean =>
  fixedNow !== null && slotKey(fixedNow) === slotKey(scheduledFor);

/** One reminder per interview time and lead: the key its e-mails are stored under, however often the job runs. */
export const reminderCause = (candidateId: string, slot: InterviewSlot, lead: ReminderLead): string =>
  `interview-reminder:${candidateId}:${slotKey(slot)}:${lead}`;
