import type { SideNavItem } from '../../kit/SideNav';

/** A single page. */
export const pageItem = (label: string, to: string): SideNavItem => ({ label, to });

/** A page with pages under its own path (`/pa/specialists`, `/pa/specialists/:id`), active on all of them. */
export const sectionItem = (label: string, to: string): SideNavItem => ({ label, to, section: to });

/** A list at `<section>/list`, active on every page of the section (`/manager/partners/:id`). */
export const listItem = (label: string, section: string): SideNavItem => ({ label, to: `${section}/list`, section });
