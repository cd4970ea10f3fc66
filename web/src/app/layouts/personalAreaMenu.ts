import type { SideNavItem } from '../../kit/SideNav';
import type { Profile } from '../trpc';
import { listItem, pageItem, sectionItem } from './menuItems';

/** The conversations page, whose menu item counts unread messages. */
export const MESSAGES_PATH = '/pa/conversations';

/** The seeds' partner sidebar, in their order. */
export const partnerMenu: readonly SideNavItem[] = [
  pageItem('Getting started', '/pa'),
  listItem('Interview requests', '/pa/requests'),
  pageItem('Messages', MESSAGES_PATH),
  listItem('Specialists on projects', '/pa/specialists-on-projects'),
  sectionItem('Specialists', '/pa/specialists'),
  pageItem('Teams', '/pa/specialists/teams'),
  sectionItem('Responses to client requests', '/pa/responses'),
  listItem('Solutions', '/pa/solutions'),
  sectionItem('Contracts', '/pa/documents'),
  listItem('Acts', '/pa/acts'),
  pageItem('Company', '/pa/company'),
  pageItem('Profile', '/pa/profile'),
];

/** The seeds' client sidebar. */
export const clientMenu: readonly SideNavItem[] = [
  pageItem('Getting started', '/pa'),
  pageItem('Company', '/pa/company'),
  pageItem('Profile', '/pa/profile'),
  listItem('Candidates', '/pa/candidates'),
  pageItem('Messages', MESSAGES_PATH),
  listItem('My requests', '/pa/client-requests'),
  sectionItem('Shortlists', '/pa/shortlists'),
  listItem('Specialists on projects', '/pa/specialists-on-projects'),
  sectionItem('Contracts', '/pa/documents'),
  listItem('Acts and invoices', '/pa/acts'),
];

/** A manager reaches /pa only for their own profile; everything else of theirs is in /manager. */
export const managerOwnMenu: readonly SideNavItem[] = [
  pageItem('Manager area', '/manager'),
  pageItem('Profile', '/pa/profile'),
];

export const personalAreaMenuOf = (role: Profile['role']): readonly SideNavItem[] => {
  switch (role) {
    case 'partner':
      return partnerMenu;
    case 'client':
      return clientMenu;
    case 'manager':
      return managerOwnMenu;
    default: {
      const _exhaustive: never = role;
      return _exhaustive;
    }
  }
};
