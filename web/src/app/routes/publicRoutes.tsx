import type { RouteObject } from 'react-router';
import { NotFoundPage } from '../../pages/errors/NotFoundPage';
import { RequireAuth } from '../guards/RequireAuth';
import { lazyPage } from './lazyPage';

// One loader per module: each call site of a lazy import costs the first load a few bytes.
const infoPages = () => import('../../pages/content/InfoPages');

/** The public site of both seeds; /myrequest and /scheduling need a logged-in user. */
export const publicRoutes: RouteObject[] = [
  lazyPage(null, undefined, () => import('../../pages/home/HomePage'), 'HomePage'),
  lazyPage('about', 'About', infoPages, 'AboutPage'),
  lazyPage('contacts', 'Contacts', () => import('../../pages/home/ContactsPage'), 'ContactsPage'),
  lazyPage('partnership', 'Partnership', infoPages, 'PartnershipPage'),
  lazyPage('blog', 'Blog and news', () => import('../../pages/content/BlogPage'), 'BlogPage'),
  lazyPage('blog/:slug', 'Article', () => import('../../pages/content/ArticlePage'), 'ArticlePage'),
  lazyPage('staff', 'Specialist catalogue', () => import('../../pages/catalog/StaffPage'), 'StaffPage'),
  lazyPage('search', 'Search', () => import('../../pages/catalog/SearchPage'), 'SearchPage'),
  lazyPage('solutions', 'Solutions', () => import('../../pages/solution/SolutionCatalogPage'), 'SolutionCatalogPage'),
  lazyPage('solutions/:id', 'Solution', () => import('../../pages/solution/PublicSolutionPage'), 'PublicSolutionPage'),
  lazyPage(
    'specialist/:id',
    'Specialist',
    () => import('../../pages/specialist/PublicSpecialistPage'),
    'PublicSpecialistPage',
  ),
  lazyPage(
    'clients-requests',
    'Client requests',
    () => import('../../pages/clientRequest/PublicRequestsPage'),
    'PublicRequestsPage',
  ),
  lazyPage(
    'clients-requests/:id',
    'Client request',
    () => import('../../pages/clientRequest/PublicRequestPage'),
    'PublicRequestPage',
  ),
  lazyPage('terms-and-conditions', 'Terms and conditions', () => import('../../pages/content/TermsPage'), 'TermsPage'),
  lazyPage('cookie-policy', 'Cookie policy', infoPages, 'CookiePolicyPage'),
  lazyPage('privacy-policy', 'Privacy policy', infoPages, 'PrivacyPolicyPage'),
  // A contract's signer, who needs no account: the mailed link is the key.
  lazyPage(
    'contract-signing/:token',
    'Sign the document',
    () => import('../../pages/contract/SigningPage'),
    'SigningPage',
  ),
  // A saved search's 'Stop these e-mails' link works signed out: the token in the address is the key.
  lazyPage(
    'saved-search/unsubscribe/:token',
    'Saved search e-mails',
    () => import('../../pages/savedSearch/UnsubscribePage'),
    'UnsubscribePage',
  ),
  // Hidden from the menus, reachable by address.
  lazyPage('faq', 'Frequently asked questions', infoPages, 'FaqPage'),
  lazyPage('feedback', 'Feedback', infoPages, 'FeedbackPage'),
  {
    element: <RequireAuth />,
    children: [
      lazyPage('myrequest', 'Interview request', () => import('../../pages/cart/MyRequestPage'), 'MyRequestPage'),
      lazyPage(
        'scheduling',
        'Interview scheduling',
        () => import('../../pages/interview/SchedulingPage'),
        'SchedulingPage',
      ),
    ],
  },
  { path: '*', element: <NotFoundPage />, handle: { title: 'Page not found' } },
];
