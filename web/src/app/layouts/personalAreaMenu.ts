import type { SideNavItem } from '../../kit/SideNav';
import type { Profile } from '../trpc';

/** The seeds' partner sidebar, in their order. */
export const partnerMenu: readonly SideNavItem[] = [
  { label: 'Getting started', to: '/pa' },
  { label: 'Interview requests', to: '/pa/requests/list', section: '/pa/requests' },
  { label: 'Specialists on projects', to: '/pa/specialists-on-projects/list', section: '/pa/specialists-on-projects' },
  { label: 'Specialists', to: '/pa/specialists', section: '/pa/specialists' },
  { label: 'Responses to client requests', to: '/pa/responses', section: '/pa/responses' },
  { label: 'Solutions', to: '/pa/solutions/list', section: '/pa/solutions' },
  { label: 'Contracts', to: '/pa/documents', section: '/pa/documents' },
  { label: 'Acts', to: '/pa/acts/list', section: '/pa/acts' },
  { label: 'Company', to: '/pa/company' },
  { label: 'Profile', to: '/pa/profile' },
];

/** The seeds' client sidebar. */
export const clientMenu: readonly SideNavItem[] = [
  { label: 'Getting started', to: '/pa' },
  { label: 'Company', to: '/pa/company' },
  { label: 'Profile', to: '/pa/profile' },
  { label: 'Candidates', to: '/pa/candidates/list', section: '/pa/candidates' },
  { label: 'Specialists on projects', to: '/pa/specialists-on-projects/list', section: '/pa/specialists-on-projects' },
  { label: 'Contracts', to: '/pa/documents', section: '/pa/documents' },
];

/** A manager reaches /pa only for their own profile; everything else of theirs is in /manager. */
export const managerOwnMenu: readonly SideNavItem[] = [
  { label: 'Manager area', to: '/manager' },
  { label: 'Profile', to: '/pa/profile' },
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
