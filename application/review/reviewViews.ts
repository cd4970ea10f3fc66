import type { z } from 'zod';
import { allowedReviewActions, type ReviewSide } from '../../domain/review/review.status';
import type { ReviewRow } from './reviewPorts';
import { AgencyReviewOutput, ClientReviewOutput, ManagerReviewOutput, PublicReviewOutput } from './schemas';

const answerOf = (row: ReviewRow) => (row.answer ? { text: row.answer.text, at: row.answer.at.toISOString() } : null);
const actionsOf = (row: ReviewRow, side: ReviewSide) =>
  allowedReviewActions(row.hiddenAt ? 'hidden' : 'visible', side, row.answer !== null);

/** Each reader's shape, through its output schema: a field outside it cannot leave. */
export const toPublicReview = (row: ReviewRow): z.output<typeof PublicReviewOutput> =>
  PublicReviewOutput.parse({
    id: row.id,
    scores: row.scores,
    text: row.text,
    clientCompanyName: row.showClientName ? row.clientCompanyName : null,
    writtenAt: row.writtenAt.toISOString(),
    answer: answerOf(row),
  });

export const toClientReview = (row: ReviewRow): z.output<typeof ClientReviewOutput> =>
  ClientReviewOutput.parse({
    id: row.id,
    scores: row.scores,
    text: row.text,
    showClientName: row.showClientName,
    writtenAt: row.writtenAt.toISOString(),
    answer: answerOf(row),
    hidden: row.hiddenAt !== null,
  });

export const toAgencyReview = (row: ReviewRow): z.output<typeof AgencyReviewOutput> =>
  AgencyReviewOutput.parse({
    id: row.id,
    specialistId: row.specialistId,
    specialistName: row.specialistName,
    scores: row.scores,
    text: row.text,
    clientCompanyName: row.showClientName ? row.clientCompanyName : null,
    writtenAt: row.writtenAt.toISOString(),
    answer: answerOf(row),
    hidden: row.hiddenAt !== null,
    allowedActions: actionsOf(row, 'agency'),
  });

export const toManagerReview = (row: ReviewRow): z.output<typeof ManagerReviewOutput> =>
  ManagerReviewOutput.parse({
    ...toAgencyReview(row),
    clientCompanyName: row.clientCompanyName,
    showClientName: row.showClientName,
    agencyName: row.agencyName,
    candidateId: row.id,
    hiddenReason: row.hiddenReason,
    hiddenAt: row.hiddenAt ? row.hiddenAt.toISOString() : null,
    allowedActions: actionsOf(row, 'manager'),
  });
