import { CandidateListPage } from './CandidateListPage';

/** /pa/candidates/list: the client's candidates, where each stands and when the interview is; the client takes one of the agency's proposed times. */
export const ClientCandidatesPage = () => <CandidateListPage viewer="client" onProject={false} withRowActions />;
