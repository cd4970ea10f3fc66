import type { RouteObject } from 'react-router';
import { NotFoundPage } from '../../pages/errors/NotFoundPage';
import { ContactsPage } from '../../pages/public/ContactsPage';
import { HomePage } from '../../pages/public/HomePage';
import { SearchPage } from '../../pages/public/SearchPage';
import { RequireAuth } from '../guards/RequireAuth';
import { placeholderRoute } from './placeholderRoute';

/** The public site of both seeds; /myrequest and /scheduling need a logged-in user. */
export const publicRoutes: RouteObject[] = [
  { index: true, element: <HomePage /> },
  placeholderRoute('about', 'About'),
  { path: 'contacts', element: <ContactsPage />, handle: { title: 'Contacts' } },
  placeholderRoute('partnership', 'Partnership'),
  placeholderRoute('blog', 'News and blog'),
  placeholderRoute('blog/:slug', 'Article', { backTo: '/blog' }),
  { path: 'staff', lazy: async () => ({ Component: (await import('../../pages/public/StaffPage')).StaffPage }), handle: { title: 'Specialist catalogue' } },
  { path: 'search', element: <SearchPage />, handle: { title: 'Search' } },
  { path: 'solutions', lazy: async () => ({ Component: (await import('../../pages/public/SolutionsCatalogPage')).SolutionsCatalogPage }), handle: { title: 'Solutions' } },
  { path: 'solutions/:id', lazy: async () => ({ Component: (await import('../../pages/public/SolutionPublicPage')).SolutionPublicPage }), handle: { title: 'Solution' } },
  { path: 'specialist/:id', lazy: async () => ({ Component: (await import('../../pages/public/SpecialistPublicPage')).SpecialistPublicPage }), handle: { title: 'Specialist' } },
  placeholderRoute('clients-requests', 'Client requests'),
  placeholderRoute('clients-requests/:id', 'Client request', { backTo: '/clients-requests' }),
  placeholderRoute('terms-and-conditions', 'Terms and conditions'),
  placeholderRoute('cookie-policy', 'Cookie policy'),
  placeholderRoute('privacy-policy', 'Privacy policy'),
  // Hidden from the menus, reachable by address.
  placeholderRoute('faq', 'Frequently asked questions'),
  placeholderRoute('feedback', 'Feedback'),
  {
    element: <RequireAuth />,
    children: [
      { path: 'myrequest', lazy: async () => ({ Component: (await import('../../pages/cart/MyRequestPage')).MyRequestPage }), handle: { title: 'Interview request' } },
      { path: 'scheduling', lazy: async () => ({ Component: (await import('../../pages/cart/SchedulingPage')).SchedulingPage }), handle: { title: 'Interview scheduling' } },
    ],
  },
  { path: '*', element: <NotFoundPage />, handle: { title: 'Page not found' } },
];

