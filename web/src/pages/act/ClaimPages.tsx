import { ManagerClaims } from '../../features/act/ClaimPanels';
import { ThreadDisclosure } from '../../features/conversation/ThreadDisclosure';
import { PageHeader } from '../../kit/PageHeader';

/** `/manager/claims/list`: clients' claims about working specialists, newest first; answer and close them. */
export const ManagerClaimsPage = () => (
  <>
    <PageHeader title="Claims" />
    <ManagerClaims
      renderThread={(claim) => (
        <ThreadDisclosure
          subjectType="claim"
          subjectId={claim.id}
          title="Messages with the client"
          about={`the claim about ${claim.specialistName}`}
        />
      )}
    />
  </>
);
