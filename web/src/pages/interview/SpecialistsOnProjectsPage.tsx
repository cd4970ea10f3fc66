import { useSession } from '../../app/session/SessionProvider';
import { CandidateListPage } from './CandidateListPage';

/** /pa/specialists-on-projects/list: approved candidates about to start, working or done; the agency's or the client's. */
export const SpecialistsOnProjectsPage = () => <CandidateListPage viewer={useSession().profile?.role === 'partner' ? 'partner' : 'client'} onProject />;
