import type { SideNavItem } from '../../kit/SideNav';
import { listItem, pageItem } from './menuItems';

export type ManagerSection = 'partner' | 'client';

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
  listItem('Teams', '/manager/teams'),
  listItem('Platform staff', '/manager/platform/staff'),
  listItem('Blog', '/manager/blog'),
  pageItem('Categories', '/manager/categories'),
  listItem('Roles', '/manager/roles'),
  listItem('Terms and conditions', '/manager/terms-and-conditions'),
];

const belongsTo = (items: readonly SideNavItem[], pathname: string): boolean =>
  items.some((item) => pathname === item.to || (item.section !== undefined && (pathname === item.section || pathname.startsWith(`${item.section}/`))));

/**
 * The section a route belongs to, or null for the shared menu (which keeps the current section).
 * /manager/client/list sets client and /manager/companies/list sets agency, as the seeds say.
 */
export const managerSectionOf = (pathname: string): ManagerSection | null => {
  if (belongsTo(clientModeMenu, pathname)) return 'client';
  if (belongsTo(partnerModeMenu, pathname)) return 'partner';
  return null;
};
