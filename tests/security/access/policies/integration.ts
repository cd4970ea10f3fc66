import { createHash, randomUUID } from 'node:crypto';
import type { ActorProfile, World } from '../accessWorld';
import type { Outcome, UseCase } from '../policyTable';

/**
 * A company's integrations (issue 37) are its owners' (people:manage-own); staff and members are refused (403). A new
 * key is a credential, so a manager acting as an owner may not make one (403), though they may list and revoke.
 * Whether another company's key answers 404, and what a key itself may do, is tested in tests/api/integration.
 */
const owner = (a: ActorProfile): Outcome =>
  a.kind === 'anonymous' ? 401 : a.scopes.includes('people:manage-own') ? 'allow' : 403;
const ownerHimself = (a: ActorProfile): Outcome => (owner(a) === 'allow' && a.actingAs ? 403 : owner(a));

/** A key of the caller's company, written straight into the table (its secret is never needed). */
const ownKey = async (w: World, _o: unknown, a: ActorProfile) => {
  if (!a.companyId) return { extra: { id: randomUUID() } };
  const id = randomUUID();
  await w.app.pool.query(
    `insert into api_keys (id, company_id, created_by, name, prefix, secret_hash, scopes, created_at)
     select $1, $2, id, 'Matrix', 'hmk_matrix', $3, '{}', now() from users where company_id = $2 limit 1`,
    [id, a.companyId, createHash('sha256').update(id).digest('hex')],
  );
  return { extra: { id } };
};

export const integrationUseCases: readonly UseCase[] = [
  {
    name: "the company's API keys",
    rest: ['GET /api/integration/api-key/list'],
    trpc: ['integration.listApiKeys'],
    kind: 'read',
    access: owner,
    hidden: { partner: ['secret', 'secretHash', 'secret_hash'], client: ['secret', 'secretHash', 'secret_hash'] },
  },
  {
    name: 'create an API key',
    rest: ['POST /api/integration/api-key/create'],
    trpc: ['integration.createApiKey'],
    kind: 'write',
    access: ownerHimself,
    restCall: () => ({ body: { name: 'Matrix key', scopes: ['company:manage-own'] } }),
    trpcInput: () => ({ name: 'Matrix key', scopes: ['company:manage-own'] }),
  },
  {
    name: 'revoke an API key',
    rest: ['POST /api/integration/api-key/revoke'],
    trpc: ['integration.revokeApiKey'],
    kind: 'write',
    access: owner,
    prepare: ownKey,
    restCall: (c) => ({ body: { id: c.extra.id ?? randomUUID() } }),
    trpcInput: (c) => ({ id: c.extra.id ?? randomUUID() }),
  },
];
