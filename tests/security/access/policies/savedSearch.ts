import { randomUUID } from 'node:crypto';
import { nodeSecrets } from '../../../../adapters/secrets';
import type { ActorProfile, World } from '../accessWorld';
import type { UseCase } from '../policyTable';
import { emailOf, loggedIn } from './notification';

/**
 * Saved searches are every signed-in user's own: no scope, no company object. Whether another user's saved search
 * answers 404 is tested with two users in tests/api/savedSearch; here each delete removes one of the caller's own,
 * made for the call. The unsubscribe link works signed out: anyone holding a token reads it and stops its alerts.
 */

/** A saved search of the caller's own (or of the demo client, for a visitor), made for the call; its id and token. */
const ownSearch = async (w: World, _o: unknown, a: ActorProfile) => {
  const email = emailOf(w, a) ?? w.emails.clientA;
  const token = nodeSecrets.token();
  const { rows } = await w.app.pool.query<{ id: string }>(
    `insert into saved_searches (id, user_id, title, query, unsubscribe_token, created_at)
     select $2, id, 'Matrix search', 'search=matrix', $3, now() from users where email = $1 returning id`,
    [email, randomUUID(), token],
  );
  return { extra: { id: rows[0]?.id ?? randomUUID(), token } };
};

const unknownToken = 'no-such-saved-search-token-0123456789';

export const savedSearchUseCases: readonly UseCase[] = [
  {
    name: "the caller's saved searches",
    rest: ['GET /api/saved-search/list'],
    trpc: ['savedSearch.list'],
    kind: 'read',
    access: loggedIn,
    hidden: { partner: ['userId', 'user_id', 'unsubscribeToken'], client: ['userId', 'user_id', 'unsubscribeToken'] },
  },
  {
    name: 'save a catalogue search',
    rest: ['POST /api/saved-search/create'],
    trpc: ['savedSearch.create'],
    kind: 'write',
    access: loggedIn,
    restCall: () => ({ body: { query: 'search=matrix', title: 'Matrix search' } }),
    trpcInput: () => ({ query: 'search=matrix', title: 'Matrix search' }),
  },
  {
    name: 'delete an own saved search',
    rest: ['POST /api/saved-search/delete'],
    trpc: ['savedSearch.delete'],
    kind: 'write',
    access: loggedIn,
    prepare: ownSearch,
    restCall: (c) => ({ body: { savedSearchId: c.extra.id ?? randomUUID() } }),
    trpcInput: (c) => ({ savedSearchId: c.extra.id ?? randomUUID() }),
  },
  {
    // Reads prepare nothing: a well-formed token nobody holds is not there for anyone, signed in or not (the api
    // and e2e tests read a real one).
    name: "read a saved search's unsubscribe link, signed out",
    rest: ['GET /api/saved-search/unsubscribe/:token'],
    trpc: ['savedSearch.unsubscribeInfo'],
    kind: 'read',
    access: () => 404,
    restCall: () => ({ params: { token: unknownToken } }),
    trpcInput: () => ({ token: unknownToken }),
  },
  {
    name: "stop a saved search's alerts in one click, signed out",
    rest: ['POST /api/saved-search/unsubscribe/:token'],
    trpc: ['savedSearch.unsubscribe'],
    kind: 'write',
    access: () => 'allow',
    prepare: ownSearch,
    restCall: (c) => ({ params: { token: String(c.extra.token) }, body: {} }),
    trpcInput: (c) => ({ token: String(c.extra.token) }),
  },
];
