import { useSession } from '../../app/session/SessionProvider';

/**
 * Shortlists belong to the people who book for a client company: the same people the cart serves. Apart from the
 * lists' queries, so that a public page's 'Save to list' slot asks only this and carries nothing else of shortlists.
 */
export const useKeepsShortlists = () => {
  const { status, profile } = useSession();
  return status === 'authenticated' && profile?.role === 'client';
};
