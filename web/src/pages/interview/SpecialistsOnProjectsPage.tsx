import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useSession } from '../../app/session/SessionProvider';
import { isOnProject } from '../../../../domain/interview/interview.status';
import { useTRPC } from '../../app/trpc';
import { ClientClaimsSection } from '../../features/act/ClaimPanels';
import { ThreadDisclosure } from '../../features/conversation/ThreadDisclosure';
import { AgencyReviews } from '../../features/review/AgencyReviews';
import { ClientReviews } from '../../features/review/ClientReviews';
import { formatPeriod } from '../../kit/dates/formatPeriod';
import { CandidateListPage } from './CandidateListPage';

/** A client's claims under its specialists on projects: file one, read the platform's answers. */
const ClientClaims = ({ clientId }: { readonly clientId: string }) => {
  const trpc = useTRPC();
  const onProject = useQuery(
    trpc.interview.listForClient.queryOptions({ clientUuid: clientId, onProject: 'true', count: 100 }),
  );
  const specialists = (onProject.data?.items ?? [])
    .filter((c) => isOnProject(c.status))
    .map((c) => ({ candidateId: c.id, name: c.specialistName, period: formatPeriod(c) }));
  // `?claimAbout=<candidate id>` opens the page for one specialist: the claim form has them chosen.
  const [search] = useSearchParams();
  return (
    <>
      <ClientReviews specialists={specialists} />
      <ClientClaimsSection
        specialists={specialists}
        chosen={search.get('claimAbout')}
        loadingSpecialists={onProject.isPending}
        renderThread={(claim) => (
          <ThreadDisclosure
            subjectType="claim"
            subjectId={claim.id}
            title="Messages with the platform"
            about={`your claim about ${claim.specialistName}`}
          />
        )}
      />
    </>
  );
};

/** /pa/specialists-on-projects/list: approved candidates about to start, working or done; the agency's or the client's (with its claims). */
export const SpecialistsOnProjectsPage = () => {
  const { profile } = useSession();
  const isPartner = profile?.role === 'partner';
  return (
    <>
      <CandidateListPage viewer={isPartner ? 'partner' : 'client'} onProject />
      {!isPartner && profile?.clientId ? <ClientClaims clientId={profile.clientId} /> : null}
      {isPartner ? <AgencyReviews /> : null}
    </>
  );
};
