import type { Scope } from '../../../../domain/identity/scopes';
import type { SideNavItem } from '../../kit/SideNav';
import { listItem, pageItem } from './menuItems';

export type ManagerSection = 'partner' | 'client';

/** The scope a menu needs: a staff member sees only the menus their scopes allow (the server refuses the rest with 403). */
const needs: Readonly<Record<string, Scope>> = {
  '/manager/partners': 'company:manage',
  '/manager/companies': 'company:manage',
  '/manager/clients': 'company:manage',
  '/manager/client': 'company:manage',
  '/manager/specialists': 'specialist:moderate',
  '/manager/solutions': 'solution:moderate',
  '/manager/partner-documents': 'contract:manage',
  '/manager/client-documents': 'contract:manage',
  '/manager/impersonation': 'user:impersonate',
  '/manager/candidates': 'candidate:manage',
  '/manager/specialists-on-projects': 'candidate:manage',
  '/manager/acts': 'contract:manage',
  '/manager/claims': 'candidate:manage',
  '/manager/reviews': 'candidate:manage',
  '/manager/teams': 'company:manage',
  '/manager/client-requests': 'client-request:moderate',
  '/manager/platform/staff': 'staff:manage',
  '/manager/blog': 'blog:manage',
  '/manager/pages': 'blog:manage',
  '/manager/feedback': 'company:manage',
  '/manager/categories': 'category:manage',
  '/manager/roles': 'roles:manage',
  '/manager/terms-and-conditions': 'terms:manage',
};

/** Pages open to staff holding any of these scopes: the conversations of the subjects each runs (`staffScopeOf`). */
const needsAnyOf: Readonly<Record<string, readonly Scope[]>> = {
  '/manager/conversations': ['candidate:manage', 'client-request:moderate', 'contract:manage', 'company:manage'],
};

/** The scope an item's page needs, or null for pages every staff member has (the dashboard). */
export const scopeOfMenuItem = (item: SideNavItem): Scope | null => needs[item.section ?? item.to] ?? null;

/** The items of a menu that the staff member's scopes allow. */
export const allowedItems = (items: readonly SideNavItem[], scopes: readonly string[]): SideNavItem[] =>
  items.filter((item) => {
    const anyOf = needsAnyOf[item.to];
    if (anyOf) return anyOf.some((scope) => scopes.includes(scope));
    const scope = scopeOfMenuItem(item);
    return scope === null || scopes.includes(scope);
  });

export const partnerModeMenu: readonly SideNavItem[] = [
  pageItem('Dashboard', '/manager'),
  listItem('Partners', '/manager/partners'),
  listItem('Agency companies', '/manager/companies'),
  listItem('Specialists', '/manager/specialists'),
  listItem('Solutions', '/manager/solutions'),
  listItem('Partner contracts', '/manager/partner-documents'),
];

export const clientModeMenu: readonly SideNavItem[] = [
  listItem('Clients', '/manager/clients'),
  listItem('Client companies', '/manager/client'),
  listItem('Client contracts', '/manager/client-documents'),
];

export const sharedManagerMenu: readonly SideNavItem[] = [
  pageItem('Act as a user', '/manager/impersonation'),
  listItem('Candidates', '/manager/candidates'),
  listItem('Specialists on projects', '/manager/specialists-on-projects'),
  listItem('Acts', '/manager/acts'),
  listItem('Claims', '/manager/claims'),
  listItem('Reviews', '/manager/reviews'),
  pageItem('Conversations', '/manager/conversations'),
  listItem('Teams', '/manager/teams'),
  listItem('Client requests', '/manager/client-requests'),
  listItem('Platform staff', '/manager/platform/staff'),
  listItem('Blog', '/manager/blog'),
  listItem('Information pages', '/manager/pages'),
  listItem('Feedback', '/manager/feedback'),
  pageItem('Categories', '/manager/categories'),
  listItem('Roles', '/manager/roles'),
  listItem('Terms and conditions', '/manager/terms-and-conditions'),
];

const belongsTo = (items: readonly SideNavItem[], pathname: string): boolean =>
  items.some(
    (item) =>
      pathname === item.to ||
      (item.section !== undefined && (pathname === item.section || pathname.startsWith(`${item.section}/`))),
  );

/**
 * The section a route belongs to, or null for the shared menu (which keeps the current section).
 * /manager/client/list sets client and /manager/companies/list sets agency, as the seeds say.
 */
export const managerSectionOf = (pathname: string): ManagerSection | null => {
  if (belongsTo(clientModeMenu, pathname)) return 'client';
  if (belongsTo(partnerModeMenu, pathname)) return 'partner';
  return null;
};
