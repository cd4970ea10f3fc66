import { projections } from '@event-driven-io/emmett';
import type PgBoss from 'pg-boss';
import type { InlineProjections } from '../eventStore';
import { interviewMailsProjection } from './interviewMails';
import { clientRequestMailsProjection } from './clientRequestMails';
import { contractMailsProjection } from './contractMails';
import { actMailsProjection } from './actMails';
import { specialistMailsProjection } from './specialistMails';
import { solutionMailsProjection } from './solutionMails';

/**
 * Projections that store e-mails (outbox row and delivery job), and the notification of each for a platform user, in
 * the transaction of the events that cause them.
 */
export const mailProjections = (boss: () => PgBoss, appUrl: string): InlineProjections =>
  projections.inline([
    interviewMailsProjection(boss, appUrl),
    clientRequestMailsProjection(boss, appUrl),
    contractMailsProjection(boss, appUrl),
    actMailsProjection(boss, appUrl),
    specialistMailsProjection(boss, appUrl),
    solutionMailsProjection(boss, appUrl),
  ]);
