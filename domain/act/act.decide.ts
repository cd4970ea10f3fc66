import { err, ok, type Result } from 'neverthrow';
import type { Decider } from '../shared/decider';
import { domainError, type DomainError } from '../shared/domainError';
import { actAmounts } from './act.amounts';
import type { ActCommand } from './act.commands';
import type { ActEvent, ActTerms, ActWork } from './act.events';
import { maxHours } from './act.period';
import { evolve, initialState, type Act } from './act.state';
import { actStatusTitle, sideMay, type ActAction, type ActSide } from './act.status';

export const MAX_ACT_COMMENT = 2_000;
export const MAX_REJECT_REASON = 1_000;

const sideOf = (command: ActCommand): ActSide => {
  switch (command.action) {
    case 'create':
    case 'edit':
    case 'sendToPlatform':
      return 'agency';
    case 'reject':
      return command.side;
    case 'approve':
      return 'client';
    default:
      return 'manager';
  }
};

const refusal = (action: ActAction, act: Act): DomainError => {
  if (act.status === 'new') return domainError('act.not_found', 'Act not found');
  if (action === 'create') return domainError('act.exists', 'This act already exists');
  if (action === 'edit') return domainError('act.not_editable', 'Only a draft or a rejected act can be changed');
  return domainError(
    'act.transition_not_allowed',
    `An act that is ${actStatusTitle[act.status].toLowerCase()} cannot be ${action === 'reject' ? 'rejected' : 'changed this way'} now`,
  );
};

/** Hours are whole, at least 1 and at most half as much again as the work format expects for the billed days. */
export const checkWork = (terms: ActTerms, work: ActWork): Result<ActWork, DomainError> => {
  const cap = maxHours(terms.period, terms.workFormat, terms.hoursPerWeek);
  if (!Number.isInteger(work.hours) || work.hours < 1)
    return err(domainError('act.hours_invalid', 'Hours worked are a whole number, at least 1'));
  if (work.hours > cap)
    return err(
      domainError(
        'act.hours_too_many',
        `At most ${cap} hours for ${terms.period.startPeriod} to ${terms.period.endPeriod}`,
      ),
    );
  const comment = work.comment.trim();
  if (comment.length > MAX_ACT_COMMENT)
    return err(domainError('act.comment_too_long', `The comment is at most ${MAX_ACT_COMMENT} characters`));
  return ok({ hours: work.hours, comment });
};

const pricingOf = (terms: ActTerms, work: ActWork) =>
  actAmounts({
    agencyRateCents: terms.agencyRateCents,
    clientRateCents: terms.clientRateCents,
    hours: work.hours,
    vatRateBasisPoints: terms.vatRateBasisPoints,
  });

export const decide = (command: ActCommand, act: Act): Result<ActEvent[], DomainError> => {
  const { actId, metadata } = command;
  if (!sideMay(act.status, sideOf(command), command.action)) return err(refusal(command.action, act));
  switch (command.action) {
    case 'create':
      return checkWork(command.terms, command.work).map((work): ActEvent[] => [
        { type: 'ActDrafted', data: { ...command.terms, ...work, amounts: pricingOf(command.terms, work) }, metadata },
      ]);
    case 'edit': {
      const terms = act.terms as ActTerms;
      return checkWork(terms, command.work).map((work): ActEvent[] => [
        { type: 'ActEdited', data: { actId, ...work, amounts: pricingOf(terms, work) }, metadata },
      ]);
    }
    case 'sendToPlatform':
      return ok([{ type: 'ActSentToPlatform', data: { actId }, metadata }]);
    case 'sendToClient':
      return ok([{ type: 'ActSentToClient', data: { actId }, metadata }]);
    case 'reject': {
      const reason = command.reason.trim();
      if (reason === '') return err(domainError('act.reason_required', 'Say why the act is rejected'));
      if (reason.length > MAX_REJECT_REASON)
        return err(domainError('act.reason_too_long', `The reason is at most ${MAX_REJECT_REASON} characters`));
      return ok([{ type: 'ActRejected', data: { actId, by: command.side, reason }, metadata }]);
    }
    case 'approve':
      return ok([{ type: 'ActApproved', data: { actId, documents: command.documents }, metadata }]);
    case 'markAwaitingPayment':
      return ok([{ type: 'ActAwaitingPayment', data: { actId }, metadata }]);
    case 'markPaid':
      return ok([{ type: 'ActPaid', data: { actId }, metadata }]);
    default: {
      const _exhaustive: never = command;
      return _exhaustive;
    }
  }
};

export const actDecider: Decider<Act, ActCommand, ActEvent> = { initialState, evolve, decide };
