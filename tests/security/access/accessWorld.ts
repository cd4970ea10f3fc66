import { randomUUID } from 'node:crypto';
import { registerCompany } from '../../support/companies';
import { blockJpeg, gradientPng } from '../../support/imageFixtures';
import { PERIOD, requestInterview, signContract } from '../../support/interviewFlow';
import { solutionPayload } from '../../support/solutionFixtures';
import { cardPayload } from '../../support/specialistPayloads';
import type { TestApp } from '../../support/testApp';
import { buildTeamObjects } from './policies/teamWorld';
import { buildTermsObjects } from './policies/contentWorld';
import { buildArticleObjects } from './policies/blogWorld';
import { buildClientRequestObjects } from './policies/clientRequestWorld';
import { buildContractObjects } from './policies/contractWorld';
import { buildActObjects } from './policies/actWorld';
import { buildConversationObjects } from './policies/conversationWorld';
import { buildShortlistObjects } from './policies/shortlistWorld';

/**
 * The people and things the access matrix works on: two companies of each kind (A = the demo accounts,
 * B = registered through the real sign-up), platform staff of every built-in role and two roles holding single
 * scopes, and a manager acting as partner A and as client A; for each company, cards and solutions in several
 * statuses, files, a CV import, a cart with an item, interview candidates and solution requests, all made through
 * the real use cases over HTTP.
 */

export const actorNames = [
  'anonymous',
  'partnerA',
  'partnerB',
  'clientA',
  'clientB',
  'admin',
  'accountManager',
  'contentEditor',
  'reviewer',
  'companyManager',
  'adminAsPartnerA',
  'adminAsClientA',
] as const;
export type ActorName = (typeof actorNames)[number];

export type CompanyKey = 'A' | 'B';

/** Who an actor is for the policy: the kind of company it acts for, which one, its scopes, and whether a manager is behind it. */
export type ActorProfile = {
  readonly name: ActorName;
  readonly kind: 'anonymous' | 'partner' | 'client' | 'staff';
  readonly company: CompanyKey | 'platform' | null;
  /** The id of the company the actor acts for. */
  readonly companyId: string | null;
  readonly scopes: readonly string[];
  readonly actingAs: boolean;
};

/** Staff roles made for the matrix: each holds exactly the scopes named, so a check by the wrong scope shows. */
export const customStaffRoles = {
  /** Moderates cards and solutions and runs the candidate pipeline, without `excel:export` or the file scopes. */
  'security-reviewer': ['specialist:moderate', 'solution:moderate', 'candidate:manage'],
  /** Manages companies and nothing else. */
  'security-company-manager': ['company:manage'],
} as const;

export type ObjectKind =
  | 'card'
  | 'solution'
  | 'candidate'
  | 'file'
  | 'cvImport'
  | 'cartItem'
  | 'company'
  | 'user'
  | 'paymentDetail'
  | 'team'
  | 'termsVersion'
  | 'clientRequest'
  | 'requestResponse'
  | 'article'
  | 'contract'
  | 'act'
  | 'claim'
  | 'workingCandidate'
  | 'thread'
  | 'shortlist';

/** One thing an operation can address; `id` is what goes in the request. */
export type AccessObject = {
  readonly key: string;
  readonly kind: ObjectKind;
  readonly id: string;
  /** Which of the two companies of each kind (or the platform) it belongs to; null for an id that does not exist. */
  readonly company: CompanyKey | 'platform' | null;
  /** The id of the company that owns it (for a candidate and a cart item: the client). */
  readonly owner: string | null;
  readonly state: string;
  /** For candidates: the agency whose specialist it is, by id and by letter. */
  readonly agencyOwner?: string;
  readonly agencyCompany?: CompanyKey;
};

/**
 * A string that must never reach an actor who may not see what it belongs to: ids of unpublished cards and
 * solutions, private files, carts, candidates, and the contact e-mails and comments they carry.
 */
export type Marker = {
  readonly value: string;
  readonly what: string;
  readonly visibleTo: (a: ActorProfile) => boolean;
};

export type World = {
  readonly app: TestApp;
  readonly tokens: Record<Exclude<ActorName, 'anonymous'>, string>;
  readonly profiles: Record<ActorName, ActorProfile>;
  readonly companyIds: Record<CompanyKey | 'platform', { agency: string; client: string } | { platform: string }>;
  readonly agencyId: Record<CompanyKey, string>;
  readonly clientId: Record<CompanyKey, string>;
  readonly platformId: string;
  readonly userIds: Record<'partnerA' | 'partnerB' | 'clientA' | 'clientB' | 'admin' | 'contentEditor', string>;
  readonly objects: Record<ObjectKind, AccessObject[]>;
  readonly markers: Marker[];
  /** A card and a solution payload any agency may send (ids of the reference data of this database). */
  readonly cardContent: (surname: string, email?: string) => Promise<Record<string, unknown>>;
  /** A complete card and solution any agency may send, for calls that need a body but are refused. */
  readonly defaults: {
    readonly card: Record<string, unknown>;
    readonly solution: Record<CompanyKey, Record<string, unknown>>;
    readonly specializationId: string;
  };
  /** Passwords of the users the world made (demo users: demopass1). */
  readonly passwords: Record<string, string>;
  readonly emails: Record<Exclude<ActorName, 'anonymous' | 'adminAsPartnerA' | 'adminAsClientA'>, string>;
  /** Logs the actor in anew (and starts acting as the user again): for calls that end or change the session. */
  readonly freshToken: (actor: Exclude<ActorName, 'anonymous'>) => Promise<string>;
  /** The actor's person proves it is them again on `token` (step-up by password), as the web's dialog does. */
  readonly proveAgain: (actor: Exclude<ActorName, 'anonymous'>, token: string) => Promise<void>;
};

const staffUser = async (app: TestApp, email: string, roleSlug: string, firstName: string) => {
  await app.pool.query(
    `insert into users (company_id, role_id, email, password_hash, first_name, last_name, status, email_verified_at)
     select company_id, (select id from roles where slug = $2), $1, password_hash, $3, 'Staff', 'active', now()
       from users where email = 'manager@demo.test'`,
    [email, roleSlug, firstName],
  );
};

const check = <T>(response: { status: number; body: any }, what: string, pick: (body: any) => T): T => {
  if (response.status !== 200) throw new Error(`${what} failed: ${response.status} ${JSON.stringify(response.body)}`);
  return pick(response.body);
};

export const uploadAs = async (
  app: TestApp,
  token: string,
  purpose: string,
  bytes: Uint8Array,
  name: string,
  companyId?: string,
) => {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  const query = new URLSearchParams({ purpose, ...(companyId ? { companyId } : {}) });
  const response = await app.api.raw(`/api/files/upload?${query}`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${token}` },
  });
  return { status: response.status, body: await response.json() };
};

/** A random run of latin letters (names allow no digits). */
export const randomLetters = (length = 8) =>
  randomUUID()
    .replace(/-/g, '')
    .slice(0, length)
    .replace(/[0-9]/g, (d) => 'ghijklmnop'[Number(d)] as string);

export const tinyPdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF');

export const buildWorld = async (app: TestApp): Promise<World> => {
  for (const [slug, scopes] of Object.entries(customStaffRoles)) {
    await app.pool.query(
      `insert into roles (slug, title, kind, scopes, built_in) values ($1, $1, 'platform', $2, false)`,
      [slug, scopes],
    );
  }
  await staffUser(app, 'account-manager@demo.test', 'platform-manager', 'Anton');
  await staffUser(app, 'editor@demo.test', 'content-editor', 'Eda');
  await staffUser(app, 'reviewer@demo.test', 'security-reviewer', 'Rene');
  await staffUser(app, 'company-manager@demo.test', 'security-company-manager', 'Cora');

  const partnerA = await app.login('agency@demo.test');
  const clientA = await app.login('client@demo.test');
  const admin = await app.login('manager@demo.test');
  const accountManager = await app.login('account-manager@demo.test');
  const contentEditor = await app.login('editor@demo.test');
  const reviewer = await app.login('reviewer@demo.test');
  const companyManager = await app.login('company-manager@demo.test');
  const partnerB = await registerCompany(app, 'agency', 'partner-b@agency-b.test');
  const clientB = await registerCompany(app, 'client', 'client-b@client-b.test');
  const emails = {
    partnerA: 'agency@demo.test',
    partnerB: 'partner-b@agency-b.test',
    clientA: 'client@demo.test',
    clientB: 'client-b@client-b.test',
    admin: 'manager@demo.test',
    accountManager: 'account-manager@demo.test',
    contentEditor: 'editor@demo.test',
    reviewer: 'reviewer@demo.test',
    companyManager: 'company-manager@demo.test',
  } as const;
  const passwords: Record<string, string> = {
    'partner-b@agency-b.test': 'second-pass-1',
    'client-b@client-b.test': 'second-pass-1',
  };
  const passwordOf = (email: string) => passwords[email] ?? 'demopass1';

  const profileOf = async (token: string) =>
    check(await app.api.get('/api/user/profile', { token }), 'profile', (b) => b.data);
  const pA = await profileOf(partnerA);
  const pB = await profileOf(partnerB);
  const cA = await profileOf(clientA);
  const cB = await profileOf(clientB);
  const adminProfile = await profileOf(admin);
  const editorProfile = await profileOf(contentEditor);
  const userIds = {
    partnerA: pA.id,
    partnerB: pB.id,
    clientA: cA.id,
    clientB: cB.id,
    admin: adminProfile.id,
    contentEditor: editorProfile.id,
  };
  const platformId = (await app.pool.query(`select company_id from users where email = 'manager@demo.test'`)).rows[0]
    .company_id as string;

  const actAs = async (token: string, userId: string) => {
    check(await app.api.post('/admin/api/impersonation/start', { userId }, { token }), 'impersonation', () => null);
    return token;
  };
  const adminAsPartnerA = await actAs(await app.login('manager@demo.test'), pA.id);
  const adminAsClientA = await actAs(await app.login('manager@demo.test'), cA.id);
  const tokens = {
    partnerA,
    partnerB,
    clientA,
    clientB,
    admin,
    accountManager,
    contentEditor,
    reviewer,
    companyManager,
    adminAsPartnerA,
    adminAsClientA,
  };

  const scopesOf = async (token: string) => (await profileOf(token)).scope as string[];
  const scopeList = Object.fromEntries(
    await Promise.all(Object.entries(tokens).map(async ([n, t]) => [n, await scopesOf(t)] as const)),
  ) as Record<keyof typeof tokens, string[]>;
  const agencyId = { A: pA.agencyId as string, B: pB.agencyId as string };
  const clientId = { A: cA.clientId as string, B: cB.clientId as string };
  const companyIdOf = (kind: ActorProfile['kind'], company: ActorProfile['company']) =>
    company === null
      ? null
      : company === 'platform'
        ? platformId
        : kind === 'partner'
          ? agencyId[company]
          : clientId[company];
  const profile = (
    name: ActorName,
    kind: ActorProfile['kind'],
    company: ActorProfile['company'],
    actingAs = false,
  ): ActorProfile => ({
    name,
    kind,
    company,
    companyId: companyIdOf(kind, company),
    scopes: name === 'anonymous' ? [] : scopeList[name as keyof typeof tokens],
    actingAs,
  });
  const profiles: Record<ActorName, ActorProfile> = {
    anonymous: profile('anonymous', 'anonymous', null),
    partnerA: profile('partnerA', 'partner', 'A'),
    partnerB: profile('partnerB', 'partner', 'B'),
    clientA: profile('clientA', 'client', 'A'),
    clientB: profile('clientB', 'client', 'B'),
    admin: profile('admin', 'staff', 'platform'),
    accountManager: profile('accountManager', 'staff', 'platform'),
    contentEditor: profile('contentEditor', 'staff', 'platform'),
    reviewer: profile('reviewer', 'staff', 'platform'),
    companyManager: profile('companyManager', 'staff', 'platform'),
    adminAsPartnerA: profile('adminAsPartnerA', 'partner', 'A', true),
    adminAsClientA: profile('adminAsClientA', 'client', 'A', true),
  };

  await signContract(app, clientB);

  const partnerOf = { A: partnerA, B: partnerB };
  const clientOf = { A: clientA, B: clientB };
  const markers: Marker[] = [];
  const isStaffWith = (scope: string) => (a: ActorProfile) => a.kind === 'staff' && a.scopes.includes(scope);
  const ofCompany = (kind: ActorProfile['kind'], company: CompanyKey) => (a: ActorProfile) =>
    a.kind === kind && a.company === company;
  const either =
    (...tests: ((a: ActorProfile) => boolean)[]) =>
    (a: ActorProfile) =>
      tests.some((t) => t(a));
  const mark = (value: string, what: string, visibleTo: (a: ActorProfile) => boolean) =>
    markers.push({ value, what, visibleTo });

  const cardContent = async (surname: string, email = `${surname.toLowerCase()}@cards.example.test`) => {
    const payload = await cardPayload(app.pool, { surname });
    return { ...payload, shared: { ...payload.shared, email } };
  };

  // Cards: draft, in moderation, published, archived for each agency.
  const cards: AccessObject[] = [];
  const solutions: AccessObject[] = [];
  for (const company of ['A', 'B'] as const) {
    const agency = partnerOf[company];
    const cardOwnerSees = either(ofCompany('partner', company), isStaffWith('specialist:moderate'));
    for (const state of ['draft', 'moderation', 'published', 'archived'] as const) {
      const surname = `Zx${company}${state}${randomLetters()}`;
      const email = `${surname.toLowerCase()}@cards.example.test`;
      const content = await cardContent(surname, email);
      const route =
        state === 'draft' || state === 'archived' ? '/api/specialist/save-draft' : '/api/specialist/send-to-publish';
      const id = check(
        await app.api.post(route, { content }, { token: agency }),
        `card ${company} ${state}`,
        (b) => b.data.specialistId as string,
      );
      if (state === 'published')
        check(
          await app.api.post('/admin/api/specialist/publish', { specialistId: id }, { token: admin }),
          'publish',
          () => null,
        );
      if (state === 'archived')
        check(
          await app.api.post('/api/specialist/archive', { specialistId: id }, { token: agency }),
          'archive',
          () => null,
        );
      cards.push({ key: `card.${company}.${state}`, kind: 'card', id, company, owner: agencyId[company], state });
      mark(email, `contact e-mail of card ${company}.${state}`, cardOwnerSees);
      if (state !== 'published') mark(id, `id of unpublished card ${company}.${state}`, cardOwnerSees);
    }
    // Solutions: the same statuses.
    const solutionOwnerSees = either(ofCompany('partner', company), isStaffWith('solution:moderate'));
    for (const state of ['draft', 'moderation', 'published', 'archived'] as const) {
      const content = await solutionPayload(app, agency, { title: `Zs${company}${state}${randomUUID().slice(0, 6)}` });
      const route =
        state === 'draft' || state === 'archived' ? '/api/solution/save-draft' : '/api/solution/send-to-publish';
      const id = check(
        await app.api.post(route, { content }, { token: agency }),
        `solution ${company} ${state}`,
        (b) => b.data.solutionId as string,
      );
      if (state === 'published')
        check(
          await app.api.post('/admin/api/solution/publish', { solutionId: id }, { token: admin }),
          'publish solution',
          () => null,
        );
      if (state === 'archived')
        check(
          await app.api.post('/api/solution/archive', { solutionId: id }, { token: agency }),
          'archive solution',
          () => null,
        );
      solutions.push({
        key: `solution.${company}.${state}`,
        kind: 'solution',
        id,
        company,
        owner: agencyId[company],
        state,
      });
      if (state !== 'published') mark(id, `id of unpublished solution ${company}.${state}`, solutionOwnerSees);
    }
  }
  cards.push({ key: 'card.missing', kind: 'card', id: randomUUID(), company: null, owner: null, state: 'missing' });
  solutions.push({
    key: 'solution.missing',
    kind: 'solution',
    id: randomUUID(),
    company: null,
    owner: null,
    state: 'missing',
  });

  // Files and CV imports of each agency.
  const files: AccessObject[] = [];
  const cvImports: AccessObject[] = [];
  for (const company of ['A', 'B'] as const) {
    const companySees = either((a) => a.company === company && a.kind !== 'staff', isStaffWith('file:read-any'));
    const photo = check(
      await uploadAs(app, partnerOf[company], 'photo', gradientPng(), `photo-${company}.png`),
      'photo',
      (b) => b.data.id as string,
    );
    const certificate = check(
      await uploadAs(app, partnerOf[company], 'certificate', blockJpeg(), `certificate-${company}.jpg`),
      'certificate',
      (b) => b.data.id as string,
    );
    files.push({
      key: `file.${company}.photo`,
      kind: 'file',
      id: photo,
      company,
      owner: agencyId[company],
      state: 'public',
    });
    files.push({
      key: `file.${company}.certificate`,
      kind: 'file',
      id: certificate,
      company,
      owner: agencyId[company],
      state: 'private',
    });
    mark(certificate, `certificate file of ${company}`, companySees);
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(tinyPdf)]), `cv-${company}.pdf`);
    const started = await app.api.raw('/api/specialist/cv-import', {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${partnerOf[company]}` },
    });
    const importId = check(
      { status: started.status, body: await started.json() },
      'cv import',
      (b) => b.data.importId as string,
    );
    cvImports.push({
      key: `cvImport.${company}`,
      kind: 'cvImport',
      id: importId,
      company,
      owner: agencyId[company],
      state: 'started',
    });
    mark(importId, `CV import of ${company}`, companySees);
  }
  files.push({ key: 'file.missing', kind: 'file', id: randomUUID(), company: null, owner: null, state: 'missing' });
  cvImports.push({
    key: 'cvImport.missing',
    kind: 'cvImport',
    id: randomUUID(),
    company: null,
    owner: null,
    state: 'missing',
  });

  // Candidates: client A with agency A's card, client B with agency B's, and client A with agency B's.
  const published = (company: CompanyKey) => cards.find((c) => c.key === `card.${company}.published`)!.id;
  const candidates: AccessObject[] = [];
  const candidatePeriods = [
    { startPeriod: '2027-05-01', endPeriod: '2027-08-10' },
    { startPeriod: '2027-09-01', endPeriod: '2027-12-10' },
  ];
  for (const [client, agency, period] of [
    ['A', 'A', PERIOD],
    ['B', 'B', PERIOD],
    ['A', 'B', candidatePeriods[0]],
  ] as const) {
    const id = await requestInterview(app, clientOf[client], published(agency), period);
    candidates.push({
      key: `candidate.${client}${agency}`,
      kind: 'candidate',
      id,
      company: client,
      owner: clientId[client],
      agencyOwner: agencyId[agency],
      agencyCompany: agency,
      state: 'review_by_manager',
    });
    const sees = either(ofCompany('client', client), ofCompany('partner', agency), isStaffWith('candidate:manage'));
    mark(id, `candidate of client ${client} and agency ${agency}`, sees);
  }
  candidates.push({
    key: 'candidate.missing',
    kind: 'candidate',
    id: randomUUID(),
    company: null,
    owner: null,
    state: 'missing',
  });

  // A cart item of each client (a published card of the other agency, for dates no candidate holds).
  const cartItems: AccessObject[] = [];
  for (const [client, agency] of [
    ['A', 'B'],
    ['B', 'A'],
  ] as const) {
    const cart = check(
      await app.api.post(
        '/api/specialist-request-list/add-specialist',
        { specialistUuid: published(agency), ...candidatePeriods[1] },
        { token: clientOf[client] },
      ),
      'cart',
      (b) => b.data,
    );
    const item = cart.specialists.items.find((i: { specialistUuid: string }) => i.specialistUuid === published(agency));
    cartItems.push({
      key: `cartItem.${client}`,
      kind: 'cartItem',
      id: item.id,
      company: client,
      owner: clientId[client],
      state: 'in_cart',
    });
    mark(item.id, `cart item of client ${client}`, ofCompany('client', client));
  }
  cartItems.push({
    key: 'cartItem.missing',
    kind: 'cartItem',
    id: randomUUID(),
    company: null,
    owner: null,
    state: 'missing',
  });

  // Solution requests: each client asks for the other agency's published solution.
  for (const [client, agency] of [
    ['A', 'B'],
    ['B', 'A'],
  ] as const) {
    const comment = `Zr${client}${agency}${randomUUID().slice(0, 8)}`;
    const solutionId = solutions.find((s) => s.key === `solution.${agency}.published`)!.id;
    check(
      await app.api.post('/api/solution-request/create', { solutionId, comment }, { token: clientOf[client] }),
      'solution request',
      () => null,
    );
    mark(
      comment,
      `solution request of client ${client} to agency ${agency}`,
      either(ofCompany('client', client), ofCompany('partner', agency), isStaffWith('solution:moderate')),
    );
  }

  const companies: AccessObject[] = [
    { key: 'company.agencyA', kind: 'company', id: agencyId.A, company: 'A', owner: agencyId.A, state: 'agency' },
    { key: 'company.agencyB', kind: 'company', id: agencyId.B, company: 'B', owner: agencyId.B, state: 'agency' },
    { key: 'company.clientA', kind: 'company', id: clientId.A, company: 'A', owner: clientId.A, state: 'client' },
    { key: 'company.clientB', kind: 'company', id: clientId.B, company: 'B', owner: clientId.B, state: 'client' },
    {
      key: 'company.platform',
      kind: 'company',
      id: platformId,
      company: 'platform',
      owner: platformId,
      state: 'platform',
    },
    { key: 'company.missing', kind: 'company', id: randomUUID(), company: null, owner: null, state: 'missing' },
  ];
  // Payment details: one entry per company, its account number a marker only the company and company managers may see.
  const paymentDetails: AccessObject[] = [];
  for (const company of ['A', 'B'] as const) {
    for (const [kind, token, owner] of [
      ['agency', partnerOf[company], agencyId[company]],
      ['client', clientOf[company], clientId[company]],
    ] as const) {
      const account = `7${Date.now()}${company === 'A' ? 1 : 2}${kind === 'agency' ? 3 : 4}`;
      const saved = check(
        await app.api.post(
          `/api/${kind}/payment-info/update/`,
          {
            companyId: owner,
            paymentInfo: { bankName: `Matrix bank ${company}`, account, swift: 'MTRXGB22', currency: 'GBP' },
          },
          { token },
        ),
        `payment details ${kind} ${company}`,
        (b) => b.data.items[0].id as string,
      );
      paymentDetails.push({
        key: `paymentDetail.${kind}${company}`,
        kind: 'paymentDetail',
        id: saved,
        company,
        owner,
        state: kind,
      });
      mark(
        account,
        `account number of ${kind} ${company}`,
        either(ofCompany(kind === 'agency' ? 'partner' : 'client', company), isStaffWith('company:manage')),
      );
    }
  }
  paymentDetails.push({
    key: 'paymentDetail.missing',
    kind: 'paymentDetail',
    id: randomUUID(),
    company: null,
    owner: null,
    state: 'missing',
  });
  const users: AccessObject[] = [
    { key: 'user.partnerA', kind: 'user', id: pA.id, company: 'A', owner: agencyId.A, state: 'partner' },
    { key: 'user.partnerB', kind: 'user', id: pB.id, company: 'B', owner: agencyId.B, state: 'partner' },
    { key: 'user.clientB', kind: 'user', id: cB.id, company: 'B', owner: clientId.B, state: 'client' },
    {
      key: 'user.contentEditor',
      kind: 'user',
      id: editorProfile.id,
      company: 'platform',
      owner: platformId,
      state: 'staff',
    },
    { key: 'user.missing', kind: 'user', id: randomUUID(), company: null, owner: null, state: 'missing' },
  ];

  const freshToken = async (actor: Exclude<ActorName, 'anonymous'>) => {
    if (actor === 'adminAsPartnerA') return actAs(await app.login('manager@demo.test'), pA.id);
    if (actor === 'adminAsClientA') return actAs(await app.login('manager@demo.test'), cA.id);
    const email = emails[actor];
    return app.login(email, passwordOf(email));
  };

  const proveAgain = async (actor: Exclude<ActorName, 'anonymous'>, token: string) => {
    const email = actor === 'adminAsPartnerA' || actor === 'adminAsClientA' ? 'manager@demo.test' : emails[actor];
    const res = await app.api.post('/api/auth/step-up', { password: passwordOf(email) }, { token });
    if (res.status !== 200) throw new Error(`step-up of ${actor} answered ${res.status}`);
  };

  const specializationId = (await app.pool.query(`select id from specializations where title = 'Java Developer'`))
    .rows[0].id as string;
  // A solution names its logo, which must be a file of the agency that sends it.
  const solution = {
    A: await solutionPayload(app, partnerA, { title: 'Refused solution' }),
    B: await solutionPayload(app, partnerB, { title: 'Refused solution' }),
  };
  const defaults = { card: await cardContent('Refused'), solution, specializationId };

  return {
    app,
    defaults,
    tokens,
    profiles,
    companyIds: {
      A: { agency: agencyId.A, client: clientId.A },
      B: { agency: agencyId.B, client: clientId.B },
      platform: { platform: platformId },
    },
    agencyId,
    clientId,
    platformId,
    userIds,
    objects: {
      card: cards,
      solution: solutions,
      candidate: candidates,
      file: files,
      cvImport: cvImports,
      cartItem: cartItems,
      company: companies,
      user: users,
      paymentDetail: paymentDetails,
      team: await buildTeamObjects({ app, partner: { A: partnerA, B: partnerB }, admin, agencyId, cardContent }),
      termsVersion: await buildTermsObjects({ app, admin }),
      article: await buildArticleObjects({ app, admin }),
      contract: await buildContractObjects({ app, admin, clientId, agencyId, mark }),
      ...(await buildClientRequestObjects({
        app,
        client: clientOf,
        partner: partnerOf,
        admin,
        clientId,
        agencyId,
        publishedCard: { A: published('A'), B: published('B') },
        mark,
      })),
      ...(await buildActObjects({ app, partner: partnerOf, client: clientOf, admin, clientId, agencyId, mark })),
      ...(await buildConversationObjects({ app, client: clientOf, candidates, mark })),
      ...(await buildShortlistObjects({
        app,
        client: clientOf,
        clientId,
        publishedCard: { A: published('A'), B: published('B') },
        mark,
      })),
    },
    markers,
    cardContent,
    passwords,
    emails,
    freshToken,
    proveAgain,
  };
};
