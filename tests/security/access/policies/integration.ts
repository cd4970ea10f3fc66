import { createHash, randomUUID } from 'node:crypto';
import type { AccessObject, ActorProfile, World } from '../accessWorld';
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

/** An endpoint of the caller's company, written straight into the table (it is never reached: no event names it). */
const ownEndpoint = async (w: World, _o: unknown, a: ActorProfile) => {
  if (!a.companyId) return { extra: { id: randomUUID(), deliveryId: randomUUID() } };
  const id = randomUUID();
  const deliveryId = randomUUID();
  await w.app.pool.query(
    `insert into webhook_endpoints (id, company_id, url, events, secret, created_at, updated_at)
     values ($1, $2, 'https://hooks.example.com/matrix', '{}', 'whsec_bWF0cml4', now(), now())`,
    [id, a.companyId],
  );
  await w.app.pool.query(
    `insert into webhook_deliveries (id, endpoint_id, company_id, event_type, cause, payload, status, created_at, retry_from)
     values ($1, $2, $3, 'webhook.test', $4, '{}', 'failed', now(), now())`,
    [deliveryId, id, a.companyId, `matrix:${deliveryId}`],
  );
  return { extra: { id, deliveryId } };
};

export const webhookUseCases: readonly UseCase[] = [
  {
    name: "the company's webhook endpoints",
    rest: ['GET /api/integration/webhook/list'],
    trpc: ['integration.listWebhooks'],
    kind: 'read',
    access: owner,
    hidden: { partner: ['secret'], client: ['secret'] },
  },
  {
    // A GET classified as a write so that each caller reads an endpoint of its own.
    name: "an endpoint's delivery log",
    rest: ['GET /api/integration/webhook/deliveries'],
    trpc: ['integration.webhookDeliveries'],
    kind: 'write',
    access: owner,
    prepare: ownEndpoint,
    restCall: (c) => ({ query: { id: c.extra.id ?? randomUUID() } }),
    trpcInput: (c) => ({ id: c.extra.id ?? randomUUID() }),
  },
  {
    // Registering an endpoint hands out its signing secret: the owner themselves, as for a key.
    name: 'register a webhook endpoint',
    rest: ['POST /api/integration/webhook/create'],
    trpc: ['integration.createWebhook'],
    kind: 'write',
    access: ownerHimself,
    restCall: () => ({ body: { url: 'https://93.184.216.34/matrix', events: ['act.approved'] } }),
    trpcInput: () => ({ url: 'https://93.184.216.34/matrix', events: ['act.approved'] }),
  },
  {
    name: "rotate an endpoint's signing secret",
    rest: ['POST /api/integration/webhook/rotate-secret'],
    trpc: ['integration.rotateWebhookSecret'],
    kind: 'write',
    access: ownerHimself,
    prepare: ownEndpoint,
    restCall: (c) => ({ body: { id: c.extra.id ?? randomUUID() } }),
    trpcInput: (c) => ({ id: c.extra.id ?? randomUUID() }),
  },
  ...(
    [
      [
        'change a webhook endpoint',
        'POST /api/integration/webhook/update',
        'integration.updateWebhook',
        { enabled: false },
      ],
      ['delete a webhook endpoint', 'POST /api/integration/webhook/delete', 'integration.deleteWebhook', {}],
      ['send a test event', 'POST /api/integration/webhook/test', 'integration.testWebhook', {}],
    ] as const
  ).map(([name, rest, trpc, fields]): UseCase => ({
    name,
    rest: [rest],
    trpc: [trpc],
    kind: 'write',
    access: owner,
    prepare: ownEndpoint,
    restCall: (c) => ({ body: { id: c.extra.id ?? randomUUID(), ...fields } }),
    trpcInput: (c) => ({ id: c.extra.id ?? randomUUID(), ...fields }),
  })),
  {
    name: 'send a delivery again',
    rest: ['POST /api/integration/webhook/redeliver'],
    trpc: ['integration.redeliverWebhook'],
    kind: 'write',
    access: owner,
    prepare: ownEndpoint,
    restCall: (c) => ({ body: { deliveryId: c.extra.deliveryId ?? randomUUID() } }),
    trpcInput: (c) => ({ deliveryId: c.extra.deliveryId ?? randomUUID() }),
  },
];

/**
 * The managers' view of any company's integrations (`/admin/api/integration/*`, tRPC `integration.company*`): staff
 * holding `company:manage`; a client or an agency is there, the platform or an unknown id is 404; everyone else 403.
 */
const companyManager = (a: ActorProfile, o: AccessObject | null): Outcome =>
  a.kind === 'anonymous'
    ? 401
    : a.kind !== 'staff' || !a.scopes.includes('company:manage')
      ? 403
      : o?.state === 'agency' || o?.state === 'client'
        ? 'allow'
        : 404;

/** An endpoint of the object's company with one delivery, for the manager's delivery log. */
const endpointOfCompany = async (w: World, o: AccessObject | null) => {
  if (!o || (o.state !== 'agency' && o.state !== 'client')) return { extra: { id: randomUUID() } };
  const id = randomUUID();
  await w.app.pool.query(
    `insert into webhook_endpoints (id, company_id, url, events, secret, created_at, updated_at)
     values ($1, $2, 'https://hooks.example.com/matrix', '{}', 'whsec_bWF0cml4', now(), now())`,
    [id, o.id],
  );
  return { extra: { id } };
};

export const companyIntegrationUseCases: readonly UseCase[] = [
  {
    name: "a company's API keys and webhook endpoints, for a manager",
    rest: ['GET /admin/api/integration/company'],
    trpc: ['integration.companyIntegrations'],
    kind: 'read',
    object: 'company',
    access: companyManager,
    restCall: (c) => ({ query: { companyId: (c.o as AccessObject).id } }),
    trpcInput: (c) => ({ companyId: (c.o as AccessObject).id }),
  },
  {
    // A GET classified as a write so that the manager reads an endpoint of the company's own.
    name: "a company endpoint's delivery log, for a manager",
    rest: ['GET /admin/api/integration/webhook/deliveries'],
    trpc: ['integration.companyDeliveries'],
    kind: 'write',
    object: 'company',
    access: companyManager,
    prepare: (w, o) => endpointOfCompany(w, o),
    restCall: (c) => ({ query: { companyId: (c.o as AccessObject).id, id: c.extra.id ?? randomUUID() } }),
    trpcInput: (c) => ({ companyId: (c.o as AccessObject).id, id: c.extra.id ?? randomUUID() }),
  },
  {
    name: 'register a webhook endpoint for a company, as a manager',
    rest: ['POST /admin/api/integration/webhook/create'],
    trpc: ['integration.createWebhookForCompany'],
    kind: 'write',
    object: 'company',
    access: companyManager,
    restCall: (c) => ({
      body: { companyId: (c.o as AccessObject).id, url: 'https://93.184.216.34/matrix', events: ['act.approved'] },
    }),
    trpcInput: (c) => ({
      companyId: (c.o as AccessObject).id,
      url: 'https://93.184.216.34/matrix',
      events: ['act.approved'],
    }),
  },
];
