import type { SubjectType } from './conversationWords';

/**
 * The back office's page of a thread's subject. A response and a claim open their lists (their pages go by the
 * request and the act); a company's line to its manager names no page of its own yet.
 */
export const managerSubjectLink = (thread: {
  readonly subjectType: SubjectType;
  readonly subjectId: string;
}): { readonly to: string; readonly label: string } | null => {
  const id = encodeURIComponent(thread.subjectId);
  switch (thread.subjectType) {
    case 'candidate':
      return { to: `/manager/candidates/${id}/update`, label: 'Open the candidate' };
    case 'act':
      return { to: `/manager/acts/${id}`, label: 'Open the act' };
    case 'contract':
      return { to: `/manager/partner-documents/${id}/update`, label: 'Open the contract' };
    case 'claim':
      return { to: '/manager/claims/list', label: 'Open the claims' };
    case 'clientRequestResponse':
      return { to: '/manager/client-requests/list', label: 'Open the client requests' };
    case 'personalManager':
      return null;
    default: {
      const _exhaustive: never = thread.subjectType;
      return _exhaustive;
    }
  }
};
