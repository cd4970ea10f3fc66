import { keepPreviousData, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useSession } from '../../app/session/SessionProvider';
import { useTRPC } from '../../app/trpc';
import type { CandidateList } from './candidateLabels';
import { candidateListInputOf, type CandidateListState } from './candidateListState';
import type { CandidateViewer } from './CandidateTable';

/**
 * The candidate list a viewer reads: the partner's requests, the client's candidates (named by its company, as the
 * API wants) or every candidate for managers; the server decides which rows each may see.
 */
export const useCandidateListQuery = (viewer: CandidateViewer, state: CandidateListState, onProject: boolean) => {
  const trpc = useTRPC();
  const clientUuid = useSession().profile?.clientId ?? '';
  const input = candidateListInputOf(state, onProject);
  const asked = { placeholderData: keepPreviousData } as const;
  const partner = useQuery({
    ...trpc.interview.listForPartner.queryOptions(input),
    ...asked,
    enabled: viewer === 'partner',
  });
  const client = useQuery({
    ...trpc.interview.listForClient.queryOptions({ clientUuid, ...input }),
    ...asked,
    enabled: viewer === 'client' && clientUuid !== '',
  });
  const manager = useQuery({
    ...trpc.interview.listForManager.queryOptions(input),
    ...asked,
    enabled: viewer === 'manager',
  });
  const query: UseQueryResult<CandidateList, unknown> = { partner, client, manager }[viewer];
  /** A client user whose account names no client company has no list to read. */
  const linkedToCompany = viewer !== 'client' || clientUuid !== '';
  return { query, linkedToCompany };
};
