import { err, ok, type Result } from 'neverthrow';
import type { Decider } from '../shared/decider';
import { domainError, type DomainError } from '../shared/domainError';
import type { ReviewCommand } from './review.commands';
import type { ReviewEvent } from './review.events';
import { reviewCriteria, reviewRefusal, reviewRules, type ReviewScores } from './review.rules';
import { evolve, initialState, type Review } from './review.state';
import { reviewTransitions } from './review.status';

export type ReviewError = DomainError;

const isScore = (value: number): boolean =>
  Number.isInteger(value) && value >= reviewRules.minScore && value <= reviewRules.maxScore;

const checkScores = (scores: ReviewScores): Result<ReviewScores, ReviewError> => {
  for (const key of ['overall', ...reviewCriteria] as const)
    if (!isScore(scores[key]))
      return err(domainError('review.score_out_of_range', `Each score is a whole number from 1 to 5 (${key})`));
  return ok({
    overall: scores.overall,
    skills: scores.skills,
    communication: scores.communication,
    reliability: scores.reliability,
    value: scores.value,
  });
};

const checkText = (raw: string, max: number, what: string, required: boolean): Result<string, ReviewError> => {
  const text = raw.trim();
  if (required && text === '') return err(domainError('review.text_required', `Write ${what}`));
  if (text.length > max) return err(domainError('review.text_too_long', `${what} is at most ${max} characters`));
  return ok(text);
};

const alreadyWritten = domainError('review.already_written', 'This engagement already has its review');

export const decide = (command: ReviewCommand, review: Review): Result<ReviewEvent[], ReviewError> => {
  const { metadata } = command;
  if (command.action === 'write') {
    if (review.status !== 'none') return err(alreadyWritten);
    const { engagement } = command;
    if (engagement.clientId !== command.companyId)
      return err(domainError('review.not_your_engagement', 'Only the client of the engagement reviews it'));
    const refusal = reviewRefusal(engagement, metadata.at);
    if (refusal) return err(domainError(refusal.code, refusal.message));
    return checkScores(command.scores).andThen((scores) =>
      checkText(command.text, reviewRules.maxTextLength, 'The review', false).map((text): ReviewEvent[] => [
        {
          type: 'ReviewWritten',
          data: {
            reviewId: engagement.candidateId,
            specialistId: engagement.specialistId,
            clientId: engagement.clientId,
            agencyId: engagement.agencyId,
            scores,
            text,
            showClientName: command.showClientName,
          },
          metadata,
        },
      ]),
    );
  }
  if (review.status === 'none') return err(domainError('review.not_found', 'Review not found'));
  const { reviewId } = review;
  switch (command.action) {
    case 'answer':
      if (review.agencyId !== command.companyId)
        return err(domainError('review.not_your_specialist', "Only the specialist's agency answers a review"));
      if (review.answer !== null)
        return err(domainError('review.already_answered', 'The agency answers a review once'));
      if (reviewTransitions[review.status].answer === undefined)
        return err(domainError('review.hidden', 'This review was hidden by the platform'));
      return checkText(command.text, reviewRules.maxAnswerLength, 'The answer', true).map((text): ReviewEvent[] => [
        { type: 'ReviewAnswered', data: { reviewId, text }, metadata },
      ]);
    case 'hide': {
      if (reviewTransitions[review.status].hide === undefined)
        return err(domainError('review.already_hidden', 'This review is already hidden'));
      const reason = command.reason.trim();
      if (reason === '') return err(domainError('review.reason_required', 'Say why the review is hidden'));
      if (reason.length > reviewRules.maxReasonLength)
        return err(
          domainError('review.reason_too_long', `A reason is at most ${reviewRules.maxReasonLength} characters`),
        );
      return ok([{ type: 'ReviewHidden', data: { reviewId, reason }, metadata }]);
    }
    default: {
      const _exhaustive: never = command;
      return _exhaustive;
    }
  }
};

export const reviewDecider: Decider<Review, ReviewCommand, ReviewEvent, ReviewError> = {
  initialState,
  evolve,
  decide,
};

export const reviewStreamOf = (candidateId: string): string => `review-${candidateId}`;
