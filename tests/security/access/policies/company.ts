import { randomUUID } from 'node:crypto';
import type { AccessObject, ActorProfile, World } from '../accessWorld';
import type { CallContext, Outcome, Prepared, UseCase } from '../policyTable';

/**
 * The company profile. The personal area's paths (`/api/agency/*`, `/api/client/*`, their `/en-gb/api` twins, tRPC
 * `company.*`) serve the company's own users (`company:manage-own`) and staff holding `company:manage`; a path names
 * one kind of company, so a company of the other kind, another company, the platform or an unknown id is 404.
 * Anyone else signed in is refused (403). The back office (`/admin/api/agencies/*`, `/admin/api/clients/*`) is
 * for `company:manage` only: every company user and every other staff member gets 403.
 */
type Kind = 'agency' | 'client' | null;

const has = (a: ActorProfile, scope: string) => a.scopes.includes(scope);
const owns = (a: ActorProfile, o: AccessObject | null) => o !== null && o.owner !== null && o.owner === a.companyId;
const ofKind = (o: AccessObject | null, kind: Kind) =>
  o !== null && (kind === null ? o.state === 'agency' || o.state === 'client' : o.state === kind);

const personal =
  (kind: Kind) =>
  (a: ActorProfile, o: AccessObject | null): Outcome => {
    if (a.kind === 'anonymous') return 401;
    if (has(a, 'company:manage')) return ofKind(o, kind) ? 'allow' : 404;
    if (!has(a, 'company:manage-own')) return 403;
    return owns(a, o) && ofKind(o, kind) ? 'allow' : 404;
  };

const backOffice =
  (kind: Kind) =>
  (a: ActorProfile, o: AccessObject | null): Outcome => {
    if (a.kind === 'anonymous') return 401;
    if (!has(a, 'company:manage')) return 403;
    return ofKind(o, kind) ? 'allow' : 404;
  };

/** A manager may see who changed a company and who acted as them; the company's own users never. */
const hidden = { partner: ['updatedBy', 'emulatedBy'], client: ['updatedBy', 'emulatedBy'] } as const;

const id = (c: CallContext) => (c.o as AccessObject).id;
const paymentInfo = (c: CallContext) => ({
  companyId: id(c),
  paymentInfo: { bankName: 'Matrix Bank', account: 'GB82WEST12345698765432', swift: 'WESTGB22', currency: 'GBP' },
});

/** A fresh entry of the object's company, made by the admin, for one allowed delete. */
const freshPaymentDetail = async (w: World, o: AccessObject | null): Promise<Prepared> => {
  if (!o || o.owner === null) return {};
  const plural = o.state === 'agency' ? 'agencies' : 'clients';
  // A name of its own: allowed writes run in parallel, and another preparation may add to the same company.
  const bankName = `Doomed ${randomUUID().slice(0, 8)}`;
  const response = await w.app.api.post(
    `/admin/api/${plural}/payment-info/update/`,
    {
      companyId: o.owner,
      paymentInfo: { bankName, account: 'NL91ABNA0417164300', swift: 'ABNANL2A', currency: 'EUR' },
    },
    { token: w.tokens.admin },
  );
  if (response.status !== 200)
    throw new Error(`prepare: payment details answered ${response.status} ${JSON.stringify(response.body)}`);
  const fresh = (response.body.data.items as { id: string; bankName: string }[]).find(
    (i) => i.bankName === bankName,
  ) as { id: string };
  return { o: { ...o, key: `${o.key}.fresh`, id: fresh.id } };
};

const kinds = [
  ['agency', 'agencies'],
  ['client', 'clients'],
] as const;

export const companyUseCases: readonly UseCase[] = [
  ...kinds.flatMap(([kind, plural]): UseCase[] => [
    {
      name: `${kind} card and profile of the personal area`,
      rest: [
        `GET /api/${kind}/info/:id`,
        `GET /api/${kind}/profile/:id`,
        `GET /:locale/api/${kind}/profile/:id`,
        `GET /api/${kind}/vat-rate/:id`,
      ],
      trpc: [`company.${kind}Info`],
      kind: 'read',
      object: 'company',
      access: personal(kind),
      hidden,
      restCall: (c) => ({ params: { id: id(c), locale: 'en-gb' } }),
      trpcInput: (c) => ({ id: id(c) }),
    },
    {
      name: `change the ${kind}'s main data`,
      rest: [`POST /api/${kind}/update/:id`, `POST /:locale/api/${kind}/update/:id`],
      trpc: [],
      kind: 'write',
      object: 'company',
      access: personal(kind),
      hidden,
      restCall: (c) => ({ params: { id: id(c), locale: 'en-gb' }, body: { city: 'Matrix City' } }),
    },
    {
      name: `add payment details to the ${kind}`,
      rest: [`POST /api/${kind}/payment-info/update/`],
      trpc: [],
      kind: 'write',
      object: 'company',
      access: personal(kind),
      restCall: (c) => ({ body: paymentInfo(c) }),
    },
    {
      name: `delete payment details of the ${kind}`,
      rest: [`POST /api/${kind}/payment-info/delete/`],
      trpc: [],
      kind: 'write',
      object: 'paymentDetail',
      access: personal(kind),
      prepare: freshPaymentDetail,
      restCall: (c) => ({ body: { id: id(c) } }),
    },
    {
      name: `the back office's ${kind} and its history`,
      rest: [`GET /admin/api/${plural}/info/:id`, `GET /admin/api/${plural}/history/:id`],
      trpc: [],
      kind: 'read',
      object: 'company',
      access: backOffice(kind),
      restCall: (c) => ({ params: { id: id(c) } }),
    },
    {
      name: `the back office changes the ${kind}'s main data`,
      rest: [`POST /admin/api/${plural}/update/:id`, `POST /admin/api/${plural}/update/`],
      trpc: [],
      kind: 'write',
      object: 'company',
      access: backOffice(kind),
      restCall: (c) => ({ params: { id: id(c) }, body: { id: id(c), city: 'Office City' } }),
    },
    {
      name: `the back office adds payment details to the ${kind}`,
      rest: [`POST /admin/api/${plural}/payment-info/update/`],
      trpc: [],
      kind: 'write',
      object: 'company',
      access: backOffice(kind),
      restCall: (c) => ({ body: paymentInfo(c) }),
    },
    {
      name: `the back office deletes payment details of the ${kind}`,
      rest: [`POST /admin/api/${plural}/payment-info/delete/`],
      trpc: [],
      kind: 'write',
      object: 'paymentDetail',
      access: backOffice(kind),
      prepare: freshPaymentDetail,
      restCall: (c) => ({ body: { id: id(c) } }),
    },
  ]),
  {
    name: 'the own company profile (web)',
    rest: [],
    trpc: ['company.profile', 'company.vatRate'],
    kind: 'read',
    object: 'company',
    access: personal(null),
    hidden,
    trpcInput: (c) => ({ id: id(c) }),
  },
  {
    name: 'change the own company profile (web)',
    rest: [],
    trpc: ['company.update'],
    kind: 'write',
    object: 'company',
    access: personal(null),
    hidden,
    trpcInput: (c) => ({ id: id(c), city: 'Web City' }),
  },
  {
    name: 'add payment details (web)',
    rest: [],
    trpc: ['company.savePaymentInfo'],
    kind: 'write',
    object: 'company',
    access: personal(null),
    trpcInput: paymentInfo,
  },
  {
    name: 'delete payment details (web)',
    rest: [],
    trpc: ['company.deletePaymentInfo'],
    kind: 'write',
    object: 'paymentDetail',
    access: personal(null),
    prepare: freshPaymentDetail,
    trpcInput: (c) => ({ id: id(c) }),
  },
  {
    name: 'the history of a company (web, staff)',
    rest: [],
    trpc: ['company.history'],
    kind: 'read',
    object: 'company',
    access: backOffice(null),
    trpcInput: (c) => ({ id: id(c) }),
  },
  {
    // For whoever works on an agency's cards: a client, a visitor-less staff member or a manager not acting as a partner is refused.
    name: "the agency's getting-started dashboard",
    rest: ['GET /api/agency/dashboard/'],
    trpc: ['company.dashboard'],
    kind: 'read',
    access: (a) => (a.kind === 'anonymous' ? 401 : has(a, 'specialist:manage-own') ? 'allow' : 403),
  },
];
