import type { RouteObject } from 'react-router';
import { NotFoundPage } from '../../pages/errors/NotFoundPage';
import { placeholderRoute } from './placeholderRoute';

const area = (path: string, title: string, backTo?: string) => placeholderRoute(path, title, { inArea: true, ...(backTo ? { backTo } : {}) });

/** /manager/**, relative to /manager, grouped as the seeds' menus. */
export const managerRoutes: RouteObject[] = [
  { index: true, lazy: async () => ({ Component: (await import('../../pages/manager/ManagerDashboardPage')).ManagerDashboardPage }), handle: { title: 'Manager area' } },
  { path: 'impersonation', lazy: async () => ({ Component: (await import('../../pages/manager/ImpersonationPage')).ImpersonationPage }), handle: { title: 'Act as a user' } },

  // Partner section
  area('partners/list', 'Partners'),
  area('partners/staff/:id/update', 'Edit partner employee', '/manager/partners/list'),
  area('partners/:id', 'Partner', '/manager/partners/list'),
  area('partners/:id/update', 'Edit partner', '/manager/partners/list'),
  area('companies/list', 'Agency companies'),
  { path: 'specialists/list', lazy: async () => ({ Component: (await import('../../pages/specialist/ManagerSpecialistsPage')).ManagerSpecialistsPage }), handle: { title: 'Specialists' } },
  { path: 'specialists/:id', lazy: async () => ({ Component: (await import('../../pages/specialist/SpecialistCardPage')).ManagerSpecialistCardPage }), handle: { title: 'Specialist' } },
  { path: 'specialists/:id/update', lazy: async () => ({ Component: (await import('../../pages/specialist/SpecialistFormPage')).ManagerSpecialistFormPage }), handle: { title: 'Edit specialist' } },
  { path: 'specialists/:id/reject', lazy: async () => ({ Component: (await import('../../pages/specialist/RejectSpecialistPage')).RejectSpecialistPage }), handle: { title: 'Decline specialist' } },
  { path: 'solutions/list', lazy: async () => ({ Component: (await import('../../pages/solutions/ManagerSolutionsPage')).ManagerSolutionsPage }), handle: { title: 'Solutions' } },
  { path: 'solutions/:id', lazy: async () => ({ Component: (await import('../../pages/solutions/SolutionPage')).ManagerSolutionPage }), handle: { title: 'Solution' } },
  { path: 'solutions/:id/update', lazy: async () => ({ Component: (await import('../../pages/solutions/SolutionFormPage')).ManagerSolutionFormPage }), handle: { title: 'Edit solution' } },
  { path: 'solutions/:id/reject', lazy: async () => ({ Component: (await import('../../pages/solutions/RejectSolutionPage')).RejectSolutionPage }), handle: { title: 'Reject solution' } },
  area('partner-documents/list', 'Partner contracts'),
  area('partner-documents/create', 'New partner contract', '/manager/partner-documents/list'),
  area('partner-documents/:id/update', 'Edit partner contract', '/manager/partner-documents/list'),

  // Client section
  area('clients/list', 'Clients'),
  area('clients/staff/:id/update', 'Edit client employee', '/manager/clients/list'),
  area('clients/:id', 'Client', '/manager/clients/list'),
  area('client/list', 'Client companies'),
  area('client-documents/list', 'Client contracts'),
  area('client-documents/create', 'New client contract', '/manager/client-documents/list'),
  area('client-documents/:id/update', 'Edit client contract', '/manager/client-documents/list'),

  // Shared
  { path: 'candidates/list', lazy: async () => ({ Component: (await import('../../pages/candidates/ManagerCandidatesPage')).ManagerCandidatesPage }), handle: { title: 'Candidates' } },
  { path: 'candidates/:id/update', lazy: async () => ({ Component: (await import('../../pages/candidates/CandidateUpdatePage')).CandidateUpdatePage }), handle: { title: 'Edit candidate' } },
  { path: 'specialists-on-projects/list', lazy: async () => ({ Component: (await import('../../pages/candidates/ManagerCandidatesPage')).ManagerSpecialistsOnProjectsPage }), handle: { title: 'Specialists on projects' } },
  { path: 'specialists-on-projects/:id/update', lazy: async () => ({ Component: (await import('../../pages/candidates/CandidateUpdatePage')).CandidateUpdatePage }), handle: { title: 'Edit specialist on project' } },
  area('teams/list', 'Teams'),
  area('platform/staff/list', 'Platform staff'),
  area('platform/staff/create', 'New employee', '/manager/platform/staff/list'),
  area('platform/staff/:id/update', 'Edit employee', '/manager/platform/staff/list'),
  area('blog/list', 'Blog'),
  area('blog/post/create', 'New article', '/manager/blog/list'),
  area('blog/post/:id', 'Article', '/manager/blog/list'),
  area('blog/post/:id/update', 'Edit article', '/manager/blog/list'),
  area('categories', 'Categories'),
  area('roles/list', 'Roles'),
  area('roles/create', 'New role', '/manager/roles/list'),
  area('roles/:id/update', 'Edit role', '/manager/roles/list'),
  area('terms-and-conditions/list', 'Terms and conditions'),
  area('terms-and-conditions/create', 'New terms version', '/manager/terms-and-conditions/list'),
  area('terms-and-conditions/:id/update', 'Edit terms version', '/manager/terms-and-conditions/list'),
  { path: '*', element: <NotFoundPage />, handle: { title: 'Page not found' } },
];
