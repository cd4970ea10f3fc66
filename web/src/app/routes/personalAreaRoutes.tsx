import type { RouteObject } from 'react-router';
import { NotFoundPage } from '../../pages/errors/NotFoundPage';
import { RequireRole } from '../guards/RequireRole';
import { placeholderRoute } from './placeholderRoute';

const area = (path: string, title: string, backTo?: string) => placeholderRoute(path, title, { inArea: true, ...(backTo ? { backTo } : {}) });

/** /pa/**, relative to /pa. Partner-only and client-only pages refuse the other role with a 403. */
export const personalAreaRoutes: RouteObject[] = [
  { index: true, lazy: async () => ({ Component: (await import('../../pages/personalArea/DashboardPage')).DashboardPage }), handle: { title: 'Getting started' } },
  { path: 'profile', lazy: async () => ({ Component: (await import('../../pages/personalArea/ProfilePage')).ProfilePage }), handle: { title: 'Profile' } },
  {
    element: <RequireRole roles={['partner', 'client']} />,
    children: [
      area('company', 'Company'),
      area('documents', 'Contracts'),
      area('documents/create', 'New contract', '/pa/documents'),
      area('documents/:id', 'Contract', '/pa/documents'),
      area('documents/:id/update', 'Edit contract', '/pa/documents'),
      { path: 'specialists-on-projects/list', lazy: async () => ({ Component: (await import('../../pages/candidates/SpecialistsOnProjectsPage')).SpecialistsOnProjectsPage }), handle: { title: 'Specialists on projects' } },
    ],
  },
  {
    element: <RequireRole roles={['partner']} />,
    children: [
      { path: 'specialists', lazy: async () => ({ Component: (await import('../../pages/specialist/AgencySpecialistsPage')).AgencySpecialistsPage }), handle: { title: 'Specialists' } },
      { path: 'specialists/create', lazy: async () => ({ Component: (await import('../../pages/specialist/SpecialistFormPage')).AgencySpecialistFormPage }), handle: { title: 'Add specialist' } },
      area('specialists/teams', 'Teams', '/pa/specialists'),
      { path: 'specialists/:id', lazy: async () => ({ Component: (await import('../../pages/specialist/SpecialistCardPage')).AgencySpecialistCardPage }), handle: { title: 'Specialist' } },
      { path: 'specialists/:id/update', lazy: async () => ({ Component: (await import('../../pages/specialist/SpecialistFormPage')).AgencySpecialistFormPage }), handle: { title: 'Edit specialist' } },
      { path: 'solutions/list', lazy: async () => ({ Component: (await import('../../pages/solutions/AgencySolutionsPage')).AgencySolutionsPage }), handle: { title: 'Solutions' } },
      { path: 'solutions/create', lazy: async () => ({ Component: (await import('../../pages/solutions/SolutionFormPage')).AgencySolutionFormPage }), handle: { title: 'Add solution' } },
      { path: 'solutions/requests', lazy: async () => ({ Component: (await import('../../pages/solutions/SolutionRequestsPage')).SolutionRequestsPage }), handle: { title: 'Solution requests' } },
      { path: 'solutions/:id', lazy: async () => ({ Component: (await import('../../pages/solutions/SolutionPage')).AgencySolutionPage }), handle: { title: 'Solution' } },
      { path: 'solutions/:id/update', lazy: async () => ({ Component: (await import('../../pages/solutions/SolutionFormPage')).AgencySolutionFormPage }), handle: { title: 'Edit solution' } },
      area('acts/list', 'Acts'),
      area('acts/create', 'New act', '/pa/acts/list'),
      area('acts/:id', 'Act', '/pa/acts/list'),
      area('acts/:id/update', 'Edit act', '/pa/acts/list'),
      { path: 'requests/list', lazy: async () => ({ Component: (await import('../../pages/candidates/PartnerRequestsPage')).PartnerRequestsPage }), handle: { title: 'Interview requests' } },
      area('responses', 'Responses to client requests'),
    ],
  },
  {
    element: <RequireRole roles={['client']} />,
    children: [{ path: 'candidates/list', lazy: async () => ({ Component: (await import('../../pages/candidates/ClientCandidatesPage')).ClientCandidatesPage }), handle: { title: 'Candidates' } }],
  },
  { path: '*', element: <NotFoundPage />, handle: { title: 'Page not found' } },
];
