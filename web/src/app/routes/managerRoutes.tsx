import type { RouteObject } from 'react-router';
import { NotFoundPage } from '../../pages/errors/NotFoundPage';
import { lazyPage } from './lazyPage';
import { withListRedirects } from './listRedirects';

// One loader per module: each call site of a lazy import costs the first load a few bytes.
const blogManagerPages = () => import('../../pages/content/BlogManagerPages');
const infoPages = () => import('../../pages/content/InfoPages');
const contractPages = () => import('../../pages/contract/ManagerContractPages');
const actPages = () => import('../../pages/act/ActPages');

/** /manager/**, relative to /manager, grouped as the seeds' menus. */
export const managerRoutes: RouteObject[] = withListRedirects([
  lazyPage(null, 'Manager area', () => import('../../pages/home/ManagerDashboardPage'), 'ManagerDashboardPage'),
  lazyPage(
    'impersonation',
    'Act as a user',
    () => import('../../pages/identity/ImpersonationPage'),
    'ImpersonationPage',
  ),

  // Partner section
  lazyPage(
    'partners/list',
    'Partners',
    () => import('../../pages/company/ManagerCompaniesPage'),
    'ManagerPartnersPage',
  ),
  lazyPage('partners/:id', 'Partner', () => import('../../pages/company/ManagerCompanyPage'), 'ManagerPartnerPage'),
  lazyPage(
    'partners/:id/update',
    'Edit partner',
    () => import('../../pages/company/ManagerCompanyPage'),
    'ManagerPartnerUpdatePage',
  ),
  lazyPage(
    'partners/staff/:id/update',
    'Edit partner employee',
    () => import('../../pages/identity/EmployeeUpdatePage'),
    'PartnerEmployeeUpdatePage',
  ),
  lazyPage(
    'companies/list',
    'Partners',
    () => import('../../pages/company/ManagerCompaniesPage'),
    'ManagerPartnersPage',
  ),
  lazyPage(
    'specialists/list',
    'Specialists',
    () => import('../../pages/specialist/ManagerSpecialistsPage'),
    'ManagerSpecialistsPage',
  ),
  lazyPage(
    'specialists/:id',
    'Specialist',
    () => import('../../pages/specialist/SpecialistCardPage'),
    'ManagerSpecialistCardPage',
  ),
  lazyPage(
    'specialists/:id/update',
    'Edit specialist',
    () => import('../../pages/specialist/SpecialistFormPage'),
    'ManagerSpecialistFormPage',
  ),
  lazyPage(
    'specialists/:id/reject',
    'Decline specialist',
    () => import('../../pages/specialist/RejectSpecialistPage'),
    'RejectSpecialistPage',
  ),
  lazyPage(
    'solutions/list',
    'Solutions',
    () => import('../../pages/solution/ManagerSolutionsPage'),
    'ManagerSolutionsPage',
  ),
  lazyPage('solutions/:id', 'Solution', () => import('../../pages/solution/SolutionPage'), 'ManagerSolutionPage'),
  lazyPage(
    'solutions/:id/update',
    'Edit solution',
    () => import('../../pages/solution/SolutionFormPage'),
    'ManagerSolutionFormPage',
  ),
  lazyPage(
    'solutions/:id/reject',
    'Reject solution',
    () => import('../../pages/solution/RejectSolutionPage'),
    'RejectSolutionPage',
  ),
  lazyPage('partner-documents/list', 'Partner contracts', contractPages, 'PartnerContractsPage'),
  lazyPage('partner-documents/create', 'New partner contract', contractPages, 'PartnerContractCreatePage'),
  lazyPage('partner-documents/:id/update', 'Partner contract', contractPages, 'PartnerContractUpdatePage'),

  // Client section
  lazyPage('clients/list', 'Clients', () => import('../../pages/company/ManagerCompaniesPage'), 'ManagerClientsPage'),
  lazyPage('clients/:id', 'Client', () => import('../../pages/company/ManagerCompanyPage'), 'ManagerClientPage'),
  lazyPage(
    'clients/staff/:id/update',
    'Edit client employee',
    () => import('../../pages/identity/EmployeeUpdatePage'),
    'ClientEmployeeUpdatePage',
  ),
  lazyPage('client/list', 'Clients', () => import('../../pages/company/ManagerCompaniesPage'), 'ManagerClientsPage'),
  lazyPage('client-documents/list', 'Client contracts', contractPages, 'ClientContractsPage'),
  lazyPage('client-documents/create', 'New client contract', contractPages, 'ClientContractCreatePage'),
  lazyPage('client-documents/:id/update', 'Client contract', contractPages, 'ClientContractUpdatePage'),

  // Shared
  lazyPage(
    'candidates/list',
    'Candidates',
    () => import('../../pages/interview/ManagerCandidatesPage'),
    'ManagerCandidatesPage',
  ),
  lazyPage(
    'candidates/:id/update',
    'Edit candidate',
    () => import('../../pages/interview/CandidateUpdatePage'),
    'CandidateUpdatePage',
  ),
  lazyPage(
    'specialists-on-projects/list',
    'Specialists on projects',
    () => import('../../pages/interview/ManagerCandidatesPage'),
    'ManagerSpecialistsOnProjectsPage',
  ),
  lazyPage(
    'specialists-on-projects/:id/update',
    'Edit specialist on project',
    () => import('../../pages/interview/CandidateUpdatePage'),
    'CandidateUpdatePage',
  ),
  lazyPage('teams/list', 'Teams', () => import('../../pages/team/AgencyTeamsPage'), 'ManagerTeamsPage'),
  lazyPage('acts/list', 'Acts', actPages, 'ManagerActsPage'),
  lazyPage('acts/:id', 'Act', actPages, 'ManagerActPage'),
  lazyPage('claims/list', 'Claims', () => import('../../pages/act/ClaimPages'), 'ManagerClaimsPage'),
  lazyPage('reviews/list', 'Reviews', () => import('../../pages/review/ManagerReviewsPage'), 'ManagerReviewsPage'),
  lazyPage(
    'conversations',
    'Conversations',
    () => import('../../pages/conversation/ManagerConversationsPage'),
    'ManagerConversationsPage',
  ),
  lazyPage(
    'client-requests/list',
    'Client requests',
    () => import('../../pages/clientRequest/ClientRequestsPage'),
    'ManagerRequestsPage',
  ),
  lazyPage(
    'client-requests/create',
    'New client request',
    () => import('../../pages/clientRequest/ClientRequestFormPage'),
    'ManagerRequestFormPage',
  ),
  lazyPage(
    'client-requests/:id',
    'Client request',
    () => import('../../pages/clientRequest/ClientRequestPage'),
    'ManagerRequestPage',
  ),
  lazyPage('platform/staff/list', 'Platform staff', () => import('../../pages/identity/StaffPages'), 'StaffListPage'),
  lazyPage('platform/staff/create', 'New employee', () => import('../../pages/identity/StaffPages'), 'StaffCreatePage'),
  lazyPage(
    'platform/staff/:id/update',
    'Edit employee',
    () => import('../../pages/identity/StaffPages'),
    'StaffUpdatePage',
  ),
  lazyPage('blog/list', 'Blog and news', blogManagerPages, 'ArticlesPage'),
  lazyPage('blog/post/create', 'New article', blogManagerPages, 'ArticleCreatePage'),
  lazyPage('blog/post/:id', 'Article', blogManagerPages, 'ArticlePage'),
  lazyPage('blog/post/:id/update', 'Edit article', blogManagerPages, 'ArticleUpdatePage'),
  lazyPage('pages/list', 'Information pages', infoPages, 'InfoPagesManagerPage'),
  lazyPage('pages/:slug/update', 'Edit information page', infoPages, 'InfoPageUpdatePage'),
  lazyPage('feedback/list', 'Feedback', () => import('../../pages/content/FeedbackPages'), 'FeedbackMessagesPage'),
  lazyPage('categories', 'Categories', () => import('../../pages/reference/CategoriesPage'), 'CategoriesPage'),
  lazyPage('roles/list', 'Roles', () => import('../../pages/identity/RolePages'), 'RolesListPage'),
  lazyPage('roles/create', 'New role', () => import('../../pages/identity/RolePages'), 'RoleCreatePage'),
  lazyPage('roles/:id/update', 'Edit role', () => import('../../pages/identity/RolePages'), 'RoleUpdatePage'),
  lazyPage(
    'terms-and-conditions/list',
    'Terms and conditions',
    () => import('../../pages/content/TermsManagerPages'),
    'TermsVersionsPage',
  ),
  lazyPage(
    'terms-and-conditions/create',
    'New terms version',
    () => import('../../pages/content/TermsManagerPages'),
    'TermsVersionCreatePage',
  ),
  lazyPage(
    'terms-and-conditions/:id/update',
    'Edit terms version',
    () => import('../../pages/content/TermsManagerPages'),
    'TermsVersionUpdatePage',
  ),
  { path: '*', element: <NotFoundPage />, handle: { title: 'Page not found' } },
]);
