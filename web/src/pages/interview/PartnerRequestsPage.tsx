import { CandidateListPage } from './CandidateListPage';

/** /pa/requests/list: clients' interview requests for the agency's specialists; the agency accepts a slot, proposes others or declines. */
export const PartnerRequestsPage = () => <CandidateListPage viewer="partner" onProject={false} withRowActions />;
