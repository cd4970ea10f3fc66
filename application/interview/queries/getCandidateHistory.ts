import { err, type Result } from 'neverthrow';
import type { CandidateEvent } from '../../../domain/interview/interview.events';
import { streamHistory, type HistoryEntry } from '../../moderation/history';
import type { Actor } from '../../shared/actor';
import type { AppError } from '../../shared/appError';
import type { Page } from '../../shared/pagination';
import { parse } from '../../shared/parse';
import { candidateStreamOf, type InterviewDeps } from '../interviewPorts';
import { asCandidateManager, candidateNotFound } from '../policies';
import { CandidateHistoryInput } from '../schemas';

export type CandidateHistoryEntry = HistoryEntry<CandidateEvent['type']>;

const detailsOf = (event: CandidateEvent): Record<string, unknown> => {
  switch (event.type) {
    case 'CandidateSubmitted':
      return {
        slots: event.data.slots,
        period: event.data.period,
        clientHourPriceCents: event.data.clientHourPriceCents,
      };
    case 'InterviewSlotAccepted':
      return { slot: event.data.slot };
    case 'InterviewSlotsProposed':
      return { slots: event.data.slots, comment: event.data.comment };
    case 'CandidateDeclinedByPartner':
      return { reason: event.data.reason };
    case 'CandidateMoved':
      return { from: event.data.from, to: event.data.to, comment: event.data.comment };
    case 'ClientHourPriceChanged':
      return { clientHourPriceCents: event.data.clientHourPriceCents };
    case 'CandidateHired':
      return {};
    case 'CandidateDeclinedByClient':
      return { reason: event.data.reason };
    case 'AnotherInterviewRequested':
      return { slots: event.data.slots, comment: event.data.comment };
    case 'InterviewRescheduleProposed':
      return { side: event.data.side, slots: event.data.slots, reason: event.data.reason };
    case 'InterviewRescheduled':
      return { side: event.data.side, from: event.data.from, slot: event.data.slot, reason: event.data.reason };
    case 'InterviewCancelled':
      return { side: event.data.side, slot: event.data.slot, reason: event.data.reason };
    case 'InterviewVideoLinkSet':
      return { videoUrl: event.data.videoUrl };
    case 'InterviewersNamed':
      return { interviewers: event.data.interviewers };
    case 'CandidateOwnershipTransferred':
      return { side: event.data.side, fromCompanyId: event.data.fromCompanyId, toCompanyId: event.data.toCompanyId };
    default: {
      const _exhaustive: never = event;
      return _exhaustive;
    }
  }
};

/** Every event of a candidate with who acted, as whom, and when (`/admin/api/candidate/history/{id}`), newest first. */
export const getCandidateHistory =
  (deps: InterviewDeps) =>
  async (actor: Actor | null, raw: unknown): Promise<Result<Page<CandidateHistoryEntry>, AppError>> => {
    const caller = asCandidateManager(actor);
    if (caller.isErr()) return err(caller.error);
    const input = parse(CandidateHistoryInput, raw);
    if (input.isErr()) return err(input.error);
    return streamHistory(
      deps.events,
      deps.people,
      candidateStreamOf(input.value.id),
      detailsOf,
      input.value,
      candidateNotFound,
    );
  };
