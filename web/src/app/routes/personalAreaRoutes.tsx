import type { RouteObject } from 'react-router';
import { NotFoundPage } from '../../pages/errors/NotFoundPage';
import { RequireRole } from '../guards/RequireRole';
import { lazyPage } from './lazyPage';
import { withListRedirects } from './listRedirects';

const ownContractPages = () => import('../../pages/contract/OwnContractPages');
const actPages = () => import('../../pages/act/ActPages');
const shortlistPages = () => import('../../pages/shortlist/ShortlistPages');

/** /pa/**, relative to /pa. Partner-only and client-only pages refuse the other role with a 403. */
export const personalAreaRoutes: RouteObject[] = withListRedirects([
  lazyPage(null, 'Getting started', () => import('../../pages/home/DashboardPage'), 'DashboardPage'),
  lazyPage('profile', 'Profile', () => import('../../pages/identity/ProfilePage'), 'ProfilePage'),
  {
    element: <RequireRole roles={['partner', 'client']} />,
    children: [
      lazyPage('company', 'Company', () => import('../../pages/company/CompanyPage'), 'CompanyPage'),
      lazyPage('documents', 'Contracts', ownContractPages, 'OwnContractsPage'),
      lazyPage('documents/create', 'New contract', ownContractPages, 'OwnContractCreatePage'),
      lazyPage('documents/:id', 'Contract', ownContractPages, 'OwnContractPage'),
      lazyPage('documents/:id/update', 'Contract', ownContractPages, 'OwnContractUpdatePage'),
      lazyPage(
        'specialists-on-projects/list',
        'Specialists on projects',
        () => import('../../pages/interview/SpecialistsOnProjectsPage'),
        'SpecialistsOnProjectsPage',
      ),
      // The agency's acts, or the client's acts and invoices: the page reads the role.
      lazyPage('acts/list', 'Acts', actPages, 'ActsPage'),
      lazyPage('acts/:id', 'Act', actPages, 'ActPage'),
      lazyPage(
        'conversations',
        'Messages',
        () => import('../../pages/conversation/ConversationsPage'),
        'ConversationsPage',
      ),
    ],
  },
  {
    element: <RequireRole roles={['partner']} />,
    children: [
      lazyPage(
        'specialists',
        'Specialists',
        () => import('../../pages/specialist/AgencySpecialistsPage'),
        'AgencySpecialistsPage',
      ),
      lazyPage(
        'specialists/create',
        'Add specialist',
        () => import('../../pages/specialist/SpecialistFormPage'),
        'AgencySpecialistFormPage',
      ),
      lazyPage('specialists/teams', 'Teams', () => import('../../pages/team/AgencyTeamsPage'), 'AgencyTeamsPage'),
      lazyPage(
        'specialists/:id',
        'Specialist',
        () => import('../../pages/specialist/SpecialistCardPage'),
        'AgencySpecialistCardPage',
      ),
      lazyPage(
        'specialists/:id/update',
        'Edit specialist',
        () => import('../../pages/specialist/SpecialistFormPage'),
        'AgencySpecialistFormPage',
      ),
      lazyPage(
        'solutions/list',
        'Solutions',
        () => import('../../pages/solution/AgencySolutionsPage'),
        'AgencySolutionsPage',
      ),
      lazyPage(
        'solutions/create',
        'Add solution',
        () => import('../../pages/solution/SolutionFormPage'),
        'AgencySolutionFormPage',
      ),
      lazyPage(
        'solutions/requests',
        'Solution requests',
        () => import('../../pages/solution/SolutionRequestsPage'),
        'SolutionRequestsPage',
      ),
      lazyPage('solutions/:id', 'Solution', () => import('../../pages/solution/SolutionPage'), 'AgencySolutionPage'),
      lazyPage(
        'solutions/:id/update',
        'Edit solution',
        () => import('../../pages/solution/SolutionFormPage'),
        'AgencySolutionFormPage',
      ),
      lazyPage('acts/create', 'New act', actPages, 'ActCreatePage'),
      lazyPage('acts/:id/update', 'Edit act', actPages, 'ActUpdatePage'),
      lazyPage(
        'requests/list',
        'Interview requests',
        () => import('../../pages/interview/PartnerRequestsPage'),
        'PartnerRequestsPage',
      ),
      lazyPage(
        'responses',
        'Responses to client requests',
        () => import('../../pages/clientRequest/AgencyResponsesPage'),
        'AgencyResponsesPage',
      ),
    ],
  },
  {
    element: <RequireRole roles={['client']} />,
    children: [
      lazyPage('shortlists', 'Shortlists', shortlistPages, 'ShortlistsPage'),
      lazyPage('shortlists/:id', 'Shortlist', shortlistPages, 'ShortlistPage'),
      lazyPage(
        'candidates/list',
        'Candidates',
        () => import('../../pages/interview/ClientCandidatesPage'),
        'ClientCandidatesPage',
      ),
      lazyPage(
        'client-requests/list',
        'My requests',
        () => import('../../pages/clientRequest/ClientRequestsPage'),
        'ClientRequestsPage',
      ),
      lazyPage(
        'client-requests/create',
        'New request',
        () => import('../../pages/clientRequest/ClientRequestFormPage'),
        'ClientRequestFormPage',
      ),
      lazyPage(
        'client-requests/:id',
        'Client request',
        () => import('../../pages/clientRequest/ClientRequestPage'),
        'ClientRequestPage',
      ),
      lazyPage(
        'client-requests/:id/update',
        'Edit request',
        () => import('../../pages/clientRequest/ClientRequestFormPage'),
        'ClientRequestFormPage',
      ),
    ],
  },
  { path: '*', element: <NotFoundPage />, handle: { title: 'Page not found' } },
]);
