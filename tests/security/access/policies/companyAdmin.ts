import type { AccessObject, ActorProfile, World } from '../accessWorld';
import type { CallContext, Outcome, Prepared, UseCase } from '../policyTable';

/**
 * The managers' back office for companies (`/admin/api/agencies/*`, `/admin/api/clients/*` lists, merges, the
 * personal manager, employees; the Excel exports; tRPC `companyAdmin.*`): staff holding `company:manage` only (the
 * exports `excel:export` too). Every company user and every other staff member gets 403. A path that names a kind
 * answers 404 for a company of the other kind, the platform or an unknown id.
 */
type Kind = 'agency' | 'client' | null;

const has = (a: ActorProfile, scope: string) => a.scopes.includes(scope);
const ofKind = (o: AccessObject | null, kind: Kind) =>
  o !== null && (kind === null ? o.state === 'agency' || o.state === 'client' : o.state === kind);

const staffWith =
  (scopes: readonly string[], kind: Kind | 'none') =>
  (a: ActorProfile, o: AccessObject | null): Outcome => {
    if (a.kind === 'anonymous') return 401;
    if (!scopes.every((s) => has(a, s))) return 403;
    return kind === 'none' || ofKind(o, kind) ? 'allow' : 404;
  };
const manage = (kind: Kind | 'none') => staffWith(['company:manage'], kind);
const exporter = (kind: Kind | 'none') => staffWith(['company:manage', 'excel:export'], kind);

const id = (c: CallContext) => (c.o as AccessObject).id;
/** Another live company of the object's kind (the other letter's), for calls that name a second company. */
const otherOf = (w: World, o: AccessObject | null): string => {
  const letter = o?.company === 'B' ? 'A' : 'B';
  return o?.state === 'client' ? w.clientId[letter] : w.agencyId[letter];
};

/** A fresh duplicate and a fresh survivor of the object's kind, so an allowed merge never merges the world's companies. */
const freshPair = async (w: World, o: AccessObject | null): Promise<Prepared> => {
  if (!o || (o.state !== 'agency' && o.state !== 'client')) return {};
  const make = async (name: string) =>
    (
      await w.app.pool.query<{ id: string }>('insert into companies (type, name) values ($1, $2) returning id', [
        o.state,
        name,
      ])
    ).rows[0]?.id as string;
  const duplicate = await make(`Duplicate ${o.key}`);
  const survivor = await make(`Survivor ${o.key}`);
  return { o: { ...o, key: `${o.key}.duplicate`, id: duplicate, owner: duplicate }, extra: { targetId: survivor } };
};

const kinds = [
  ['agency', 'agencies'],
  ['client', 'clients'],
] as const;

export const companyAdminUseCases: readonly UseCase[] = [
  ...kinds.flatMap(([kind, plural]): UseCase[] => [
    {
      name: `the back office's ${kind} lists, filters and pickers`,
      rest: [
        `GET /admin/api/${plural}/list`,
        `GET /admin/api/${plural}/filters`,
        `GET /admin/api/${plural}/list-for-dropdown`,
        `GET /admin/api/${plural}/list-for-document`,
      ],
      trpc: [],
      kind: 'read',
      access: manage('none'),
    },
    {
      name: `the ${kind}s a duplicate may be merged into, and what a merge would move`,
      rest: [`GET /admin/api/${plural}/list-for-merge/:id`, `GET /admin/api/${plural}/merge-preview/:id`],
      trpc: [],
      kind: 'read',
      object: 'company',
      access: manage(kind),
      restCall: (c) => ({ params: { id: id(c) }, query: { targetId: otherOf(c.w, c.o) } }),
    },
    {
      name: `merge a duplicate ${kind}`,
      rest: [`POST /admin/api/${plural}/merge`],
      trpc: [],
      kind: 'write',
      object: 'company',
      access: manage(kind),
      prepare: freshPair,
      restCall: (c) => ({ body: { id: id(c), targetId: c.extra.targetId ?? otherOf(c.w, c.o) } }),
    },
    {
      name: `the people of a company (${plural} path)`,
      rest: [`GET /admin/api/${plural}/employees/:id`],
      trpc: [],
      kind: 'read',
      object: 'company',
      access: manage(null),
      restCall: (c) => ({ params: { id: id(c) } }),
    },
    {
      name: `give a company a personal manager (${plural} path)`,
      rest: [`POST /admin/api/${plural}/personal-manager`],
      trpc: [],
      kind: 'write',
      object: 'company',
      access: manage(null),
      restCall: (c) => ({ body: { companyId: id(c), managerId: c.w.userIds.admin } }),
    },
    {
      name: `${kind}s as an Excel file`,
      rest: [`GET /admin/api/excel-export/${plural}`],
      trpc: [],
      kind: 'read',
      access: exporter('none'),
    },
    {
      name: `a ${kind}'s people as an Excel file`,
      rest: [`GET /admin/api/excel-export/${kind}-employees/:id`],
      trpc: [],
      kind: 'read',
      object: 'company',
      access: exporter(kind),
      restCall: (c) => ({ params: { id: id(c) } }),
    },
  ]),
  {
    name: 'the company lists of the back office (web)',
    rest: [],
    trpc: ['companyAdmin.list', 'companyAdmin.filters'],
    kind: 'read',
    access: manage('none'),
    trpcInput: () => ({ type: 'client' }),
  },
  {
    name: 'platform staff who may look after a company (web)',
    rest: [],
    trpc: ['companyAdmin.personalManagerChoices'],
    kind: 'read',
    access: manage('none'),
  },
  {
    name: "a company's page in the back office (web)",
    rest: [],
    trpc: ['companyAdmin.overview', 'companyAdmin.employees', 'companyAdmin.history', 'companyAdmin.mergeTargets'],
    kind: 'read',
    object: 'company',
    access: manage(null),
    trpcInput: (c) => ({ id: id(c) }),
  },
  {
    name: 'what a merge would move (web)',
    rest: [],
    trpc: ['companyAdmin.mergePreview'],
    kind: 'read',
    object: 'company',
    access: manage(null),
    trpcInput: (c) => ({ id: id(c), targetId: otherOf(c.w, c.o) }),
  },
  {
    name: 'merge a duplicate company (web)',
    rest: [],
    trpc: ['companyAdmin.merge'],
    kind: 'write',
    object: 'company',
    access: manage(null),
    prepare: freshPair,
    trpcInput: (c) => ({ id: id(c), targetId: c.extra.targetId ?? otherOf(c.w, c.o) }),
  },
  {
    name: 'give a company a personal manager (web)',
    rest: [],
    trpc: ['companyAdmin.assignPersonalManager'],
    kind: 'write',
    object: 'company',
    access: manage(null),
    trpcInput: (c) => ({ companyId: id(c), managerId: c.w.userIds.admin }),
  },
];
