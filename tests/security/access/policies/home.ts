import type { ActorProfile } from '../accessWorld';
import type { Outcome, UseCase } from '../policyTable';

/**
 * The home page's live counts are public; the dashboards' summary is for any logged-in user, each side reading only
 * its own company's counts (or, for staff, the queues of their scopes): nothing of another company can leak through it.
 */
const loggedIn = (a: ActorProfile): Outcome => (a.kind === 'anonymous' ? 401 : 'allow');

export const homeUseCases: readonly UseCase[] = [
  {
    name: "the home page's live counts",
    rest: ['GET /api/catalog/stats'],
    trpc: ['catalog.stats'],
    kind: 'read',
    access: () => 'allow',
  },
  {
    name: "the home page's popular specializations",
    rest: [],
    trpc: ['catalog.popularSpecializations'],
    kind: 'read',
    access: () => 'allow',
  },
  {
    name: "the dashboard's counts and next actions",
    rest: ['GET /api/dashboard/summary'],
    trpc: ['dashboard.summary'],
    kind: 'read',
    access: loggedIn,
    // Counts only: no names, ids or prices of anyone's objects.
    hidden: { partner: ['agencyId', 'clientId', 'name', 'email'], client: ['agencyId', 'agencyName', 'name', 'email'] },
  },
];
