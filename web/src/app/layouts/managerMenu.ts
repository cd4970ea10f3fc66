import type { SideNavItem } from '../../kit/SideNav';

export type ManagerSection = 'partner' | 'client';

export const partnerModeMenu: readonly SideNavItem[] = [
  { label: 'Dashboard', to: '/manager' },
  { label: 'Partners', to: '/manager/partners/list', section: '/manager/partners' },
  { label: 'Agency companies', to: '/manager/companies/list', section: '/manager/companies' },
  { label: 'Specialists', to: '/manager/specialists/list', section: '/manager/specialists' },
  { label: 'Solutions', to: '/manager/solutions/list', section: '/manager/solutions' },
  { label: 'Partner contracts', to: '/manager/partner-documents/list', section: '/manager/partner-documents' },
];

export const clientModeMenu: readonly SideNavItem[] = [
  { label: 'Clients', to: '/manager/clients/list', section: '/manager/clients' },
  { label: 'Client companies', to: '/manager/client/list', section: '/manager/client' },
  { label: 'Client contracts', to: '/manager/client-documents/list', section: '/manager/client-documents' },
];

export const sharedManagerMenu: readonly SideNavItem[] = [
  { label: 'Act as a user', to: '/manager/impersonation' },
  { label: 'Candidates', to: '/manager/candidates/list', section: '/manager/candidates' },
  { label: 'Specialists on projects', to: '/manager/specialists-on-projects/list', section: '/manager/specialists-on-projects' },
  { label: 'Teams', to: '/manager/teams/list', section: '/manager/teams' },
  { label: 'Platform staff', to: '/manager/platform/staff/list', section: '/manager/platform/staff' },
  { label: 'Blog', to: '/manager/blog/list', section: '/manager/blog' },
  { label: 'Categories', to: '/manager/categories' },
  { label: 'Roles', to: '/manager/roles/list', section: '/manager/roles' },
  { label: 'Terms and conditions', to: '/manager/terms-and-conditions/list', section: '/manager/terms-and-conditions' },
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
