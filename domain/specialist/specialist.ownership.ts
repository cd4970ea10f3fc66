import type { EventMetadata } from '../shared/eventMetadata';
import type { SpecialistEvent } from './specialist.events';
import type { SpecialistCard } from './specialist.state';

export type TransferSpecialist = {
  readonly specialistId: string;
  readonly fromAgencyId: string;
  readonly toAgencyId: string;
  readonly mergeId: string;
  readonly metadata: EventMetadata;
};

/**
 * A merge moves the card to the surviving agency, whatever its status (not an action of the status table: nobody
 * asks it of a card). Only a card the merged agency still owns moves, so a repeated transfer records nothing.
 */
export const transferSpecialist = (card: SpecialistCard, transfer: TransferSpecialist): SpecialistEvent[] =>
  card.status === 'new' || card.agencyId !== transfer.fromAgencyId || transfer.fromAgencyId === transfer.toAgencyId
    ? []
    : [
        {
          type: 'SpecialistOwnershipTransferred',
          data: {
            specialistId: transfer.specialistId,
            fromAgencyId: transfer.fromAgencyId,
            toAgencyId: transfer.toAgencyId,
            mergeId: transfer.mergeId,
          },
          metadata: transfer.metadata,
        },
      ];
