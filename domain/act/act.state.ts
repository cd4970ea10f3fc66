import type { ActAmounts } from './act.amounts';
import type { ActDocuments, ActEvent, ActTerms, ActWork } from './act.events';
import type { ActStatus } from './act.status';

export type Act = {
  readonly status: ActStatus;
  readonly terms: ActTerms | null;
  readonly work: ActWork;
  readonly amounts: ActAmounts | null;
  readonly rejection: { readonly by: 'manager' | 'client'; readonly reason: string } | null;
  readonly documents: ActDocuments | null;
};

export const initialState = (): Act => ({
  status: 'new',
  terms: null,
  work: { hours: 0, comment: '' },
  amounts: null,
  rejection: null,
  documents: null,
});

export const evolve = (state: Act, event: ActEvent): Act => {
  switch (event.type) {
    case 'ActDrafted': {
      const { hours, comment, amounts, ...terms } = event.data;
      return { ...initialState(), status: 'draft', terms, work: { hours, comment }, amounts };
    }
    case 'ActEdited':
      return { ...state, work: { hours: event.data.hours, comment: event.data.comment }, amounts: event.data.amounts };
    case 'ActSentToPlatform':
      return { ...state, status: 'sent_for_approval_to_platform' };
    case 'ActSentToClient':
      return { ...state, status: 'sent_for_approval_to_client' };
    case 'ActRejected':
      return { ...state, status: 'rejected', rejection: { by: event.data.by, reason: event.data.reason } };
    case 'ActApproved':
      return { ...state, status: 'approved', documents: event.data.documents };
    case 'ActAwaitingPayment':
      return { ...state, status: 'awaiting_payment' };
    case 'ActPaid':
      return { ...state, status: 'paid' };
    case 'ActOwnershipTransferred':
      return state.terms === null
        ? state
        : {
            ...state,
            terms: {
              ...state.terms,
              ...(event.data.side === 'client'
                ? { clientId: event.data.toCompanyId }
                : { agencyId: event.data.toCompanyId }),
            },
          };
    default: {
      const _exhaustive: never = event;
      return _exhaustive;
    }
  }
};
