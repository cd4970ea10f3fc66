import { PageHeader } from '../../kit/PageHeader';
import { SolutionRequestsList } from '../../features/solution/view/SolutionRequestsList';

/** /pa/solutions/requests: clients' requests for the agency's solutions (the page the request e-mail links to). */
export const SolutionRequestsPage = () => (
  <>
    <PageHeader title="Solution requests" backTo="/pa/solutions/list" backLabel="Solutions" />
    <SolutionRequestsList showSolution />
  </>
);
