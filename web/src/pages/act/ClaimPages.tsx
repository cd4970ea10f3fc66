import { ManagerClaims } from '../../features/act/ClaimPanels';
import { PageHeader } from '../../kit/PageHeader';

/** `/manager/claims/list`: clients' claims about working specialists, newest first; answer and close them. */
export const ManagerClaimsPage = () => (
  <>
    <PageHeader title="Claims" />
    <ManagerClaims />
  </>
);
