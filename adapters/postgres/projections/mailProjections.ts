import { projections } from '@event-driven-io/emmett';
import type PgBoss from 'pg-boss';
import type { InlineProjections } from '../eventStore';
import type { InvitationSettings } from '../../../application/interview/mails';
import { interviewMailsProjection } from './interviewMails';
import { interviewRemindersProjection } from './interviewReminders';
import { clientRequestMailsProjection } from './clientRequestMails';
import { contractMailsProjection } from './contractMails';
import { contractEffectsProjection } from './contractEffects';
import { actMailsProjection } from './actMails';
import { specialistMailsProjection } from './specialistMails';
import { solutionMailsProjection } from './solutionMails';
import { reviewMailsProjection } from './reviewMails';
import { conversationUnreadMailsProjection } from './conversationUnreadMails';
import type { UnreadMailSettings } from '../../jobs/conversationUnreadMailWorker';

/**
 * Projections that store e-mails (outbox row and delivery job), and the notification of each for a platform user, in
 * the transaction of the events that cause them; the interviews' reminder jobs and the checks of unread messages; and
 * the contract's effects that need the job queue too (links revoked, the envelope-void job).
 */
export const mailProjections = (
  boss: () => PgBoss,
  appUrl: string,
  invitations: InvitationSettings,
  unreadMail: UnreadMailSettings,
): InlineProjections =>
  projections.inline([
    interviewMailsProjection(boss, appUrl, invitations),
    interviewRemindersProjection(boss),
    clientRequestMailsProjection(boss, appUrl),
    contractMailsProjection(boss, appUrl),
    contractEffectsProjection(boss),
    actMailsProjection(boss, appUrl),
    specialistMailsProjection(boss, appUrl),
    solutionMailsProjection(boss, appUrl),
    reviewMailsProjection(boss, appUrl),
    conversationUnreadMailsProjection(boss, unreadMail),
  ]);
