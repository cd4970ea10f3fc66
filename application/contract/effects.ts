import type { ContractEvent } from '../../domain/contract/contract.events';

/**
 * What closing a contract (recall or void) sets going besides its e-mails, decided from the event alone and carried
 * out in the event's own transaction: the signer's unused links stop working there and then, and a DocuSign envelope
 * still out is voided by a job written in that transaction and retried until DocuSign answers. A void DocuSign told
 * us of (its envelope is voided or declined already) voids nothing there again.
 */
export type ContractEffect =
  | { readonly kind: 'revokeSigningLinks'; readonly contractId: string; readonly at: Date }
  | {
      readonly kind: 'voidEnvelope';
      readonly contractId: string;
      readonly envelopeId: string;
      readonly reason: string;
    };

export const contractEffectEventTypes = ['ContractRecalled', 'ContractVoided'] as const;

/** The actor of the events DocuSign's own status messages cause (`applyDocuSignStatus`). */
export const DOCUSIGN_ACTOR_ID = 'docusign';

export const contractEffectsOf = (event: ContractEvent): readonly ContractEffect[] => {
  switch (event.type) {
    case 'ContractRecalled':
    case 'ContractVoided': {
      const { contractId, reason, envelopeId } = event.data;
      return [
        { kind: 'revokeSigningLinks', contractId, at: new Date(event.metadata.at) },
        ...(envelopeId && event.metadata.actorId !== DOCUSIGN_ACTOR_ID
          ? [{ kind: 'voidEnvelope' as const, contractId, envelopeId, reason }]
          : []),
      ];
    }
    default:
      return [];
  }
};
