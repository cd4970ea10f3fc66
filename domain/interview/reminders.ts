/**
 * Reminders of a fixed interview: an e-mail and a notification a day and an hour before, to both parties. They are
 * scheduled when a time is fixed (a slot accepted or chosen, an interview moved) for that time only; a reminder whose
 * moment has passed when the time is fixed is not scheduled (an interview fixed 30 minutes ahead gets none). When one
 * is due, it goes out only if the interview is still fixed for the time it was scheduled for: a moved or cancelled
 * interview never reminds at its old time, and none goes out once the interview has begun.
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
  return (Object.keys(REMINDER_LEADS) as ReminderLead[])
    .map((lead) => ({ lead, at: reminderDueAt(slot, lead) }))
    .filter((reminder) => reminder.at.getTime() > fixedAt.getTime() && reminder.at.getTime() < start);
};

/** When the reminder of the interview at `slot` is due. */
export const reminderDueAt = (slot: InterviewSlot, lead: ReminderLead): Date =>
  new Date(slotInstant(slot).getTime() - REMINDER_LEADS[lead] * 60_000);

/**
 * What a reminder's job does when it runs at `now` (the platform's clock): 'wait' if it is early by that clock (the
 * queue's clock ran ahead), 'send' while the interview is still fixed for the time it was scheduled for and has not
 * begun, 'drop' otherwise (moved, cancelled, or already begun: a late 'tomorrow' helps nobody).
 */
export const reminderOutcome = (
  reminder: { readonly slot: InterviewSlot; readonly lead: ReminderLead },
  fixedNow: InterviewSlot | null,
  now: Date,
): 'wait' | 'send' | 'drop' => {
  if (now.getTime() < reminderDueAt(reminder.slot, reminder.lead).getTime()) return 'wait';
  const stillFixed = fixedNow !== null && slotKey(fixedNow) === slotKey(reminder.slot);
  return stillFixed && now.getTime() < slotInstant(reminder.slot).getTime() ? 'send' : 'drop';
};

/** One reminder per interview time and lead: the key its e-mails are stored under, however often the job runs. */
export const reminderCause = (candidateId: string, slot: InterviewSlot, lead: ReminderLead): string =>
  `interview-reminder:${candidateId}:${slotKey(slot)}:${lead}`;
