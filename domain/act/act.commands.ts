import type { EventMetadata } from '../shared/eventMetadata';
import type { ActDocuments, ActTerms, ActWork } from './act.events';

type Base = { readonly actId: string; readonly metadata: EventMetadata };

export type ActCommand =
  | (Base & { readonly action: 'create'; readonly terms: ActTerms; readonly work: ActWork })
  | (Base & { readonly action: 'edit'; readonly work: ActWork })
  | (Base & { readonly action: 'sendToPlatform' })
  | (Base & { readonly action: 'sendToClient' })
  | (Base & { readonly action: 'reject'; readonly side: 'manager' | 'client'; readonly reason: string })
  | (Base & { readonly action: 'approve'; readonly documents: ActDocuments })
  | (Base & { readonly action: 'markAwaitingPayment' })
  | (Base & { readonly action: 'markPaid' });
