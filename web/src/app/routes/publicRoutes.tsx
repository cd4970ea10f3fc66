import type { RouteObject } from 'react-router';
import { NotFoundPage } from '../../pages/errors/NotFoundPage';
import { ContactsPage } from '../../pages/home/ContactsPage';
import { HomePage } from '../../pages/home/HomePage';
import { SearchPage } from '../../pages/catalog/SearchPage';
import { RequireAuth } from '../guards/RequireAuth';
import { lazyPage } from './lazyPage';
import { placeholderRoute } from './placeholderRoute';

/** The public site of both seeds; /myrequest and /scheduling need a logged-in user. */
export const publicRoutes: RouteObject[] = [
  { index: true, element: <HomePage /> },
  placeholderRoute('about', 'About'),
  { path: 'contacts', element: <ContactsPage />, handle: { title: 'Contacts' } },
  placeholderRoute('partnership', 'Partnership'),
  placeholderRoute('blog', 'News and blog'),
  placeholderRoute('blog/:slug', 'Article', { backTo: '/blog' }),
  lazyPage('staff', 'Specialist catalogue', () => import('../../pages/catalog/StaffPage'), 'StaffPage'),
  { path: 'search', element: <SearchPage />, handle: { title: 'Search' } },
  lazyPage('solutions', 'Solutions', () => import('../../pages/solution/SolutionCatalogPage'), 'SolutionCatalogPage'),
  lazyPage('solutions/:id', 'Solution', () => import('../../pages/solution/PublicSolutionPage'), 'PublicSolutionPage'),
  lazyPage('specialist/:id', 'Specialist', () => import('../../pages/specialist/PublicSpecialistPage'), 'PublicSpecialistPage'),
  placeholderRoute('clients-requests', 'Client requests'),
  placeholderRoute('clients-requests/:id', 'Client request', { backTo: '/clients-requests' }),
  lazyPage('terms-and-conditions', 'Terms and conditions', () => import('../../pages/content/TermsPage'), 'TermsPage'),
  placeholderRoute('cookie-policy', 'Cookie policy'),
  placeholderRoute('privacy-policy', 'Privacy policy'),
  // Hidden from the menus, reachable by address.
  placeholderRoute('faq', 'Frequently asked questions'),
  placeholderRoute('feedback', 'Feedback'),
  {
    element: <RequireAuth />,
    children: [
      lazyPage('myrequest', 'Interview request', () => import('../../pages/cart/MyRequestPage'), 'MyRequestPage'),
      lazyPage('scheduling', 'Interview scheduling', () => import('../../pages/interview/SchedulingPage'), 'SchedulingPage'),
    ],
  },
  { path: '*', element: <NotFoundPage />, handle: { title: 'Page not found' } },
];

