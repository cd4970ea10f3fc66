import type { SpecialistEvent } from '../../../domain/specialist/specialist.events';
import { historyQuery, type HistoryEntry as ModerationHistoryEntry } from '../../moderation/history';
import { policies } from '../policies';
import { HistoryInput } from '../schemas';
import { streamOf } from '../specialistPorts';

export type HistoryEntry = ModerationHistoryEntry<SpecialistEvent['type']>;

const detailsOf = (event: SpecialistEvent): Record<string, unknown> => {
  switch (event.type) {
    case 'SpecialistRejected':
      return { reasons: event.data.reasons, comment: event.data.comment };
    case 'SpecialistBlocked':
      return { reason: event.data.reason };
    case 'SpecialistPublished':
    case 'SpecialistSavedByManager':
      return { verified: event.data.review.verified };
    default:
      return {};
  }
};

/** Every event of a card with who acted, as whom, and when (`/admin/api/specialist/history/{id}`), newest first. */
export const readHistory = historyQuery({ idKey: 'specialistId', policies, streamOf, schema: HistoryInput, detailsOf });
