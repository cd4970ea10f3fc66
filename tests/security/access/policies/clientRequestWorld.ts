import { randomUUID } from 'node:crypto';
import { requestContent } from '../../../support/clientRequestFixtures';
import type { TestApp } from '../../../support/testApp';
import type { AccessObject, ActorProfile, CompanyKey } from '../accessWorld';

type Makers = {
  readonly app: TestApp;
  readonly client: Record<CompanyKey, string>;
  readonly partner: Record<CompanyKey, string>;
  readonly admin: string;
  readonly clientId: Record<CompanyKey, string>;
  readonly agencyId: Record<CompanyKey, string>;
  /** A published card of each agency, which its responses propose. */
  readonly publishedCard: Record<CompanyKey, string>;
  readonly mark: (value: string, what: string, visibleTo: (a: ActorProfile) => boolean) => void;
};

/** The request each response object answers, so a call about "the response's request" can name it. */
export const requestOfResponse = new Map<string, string>();
/** The published card each agency proposes. */
export const proposableCard = new Map<CompanyKey, string>();

const ok = (response: { status: number; body: any }, what: string) => {
  if (response.status !== 200) throw new Error(`${what}: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.data;
};
const letters = () =>
  randomUUID()
    .replace(/[^a-f]/g, '')
    .slice(0, 6)
    .padEnd(6, 'x');

/** A request of the client, in moderation or published, through the real use cases. */
export const freshRequest = async (
  m: Pick<Makers, 'app' | 'client' | 'admin'>,
  company: CompanyKey,
  state: 'moderation' | 'published',
  title = `Zq${company}${state}${letters()}`,
): Promise<AccessObject & { readonly title: string }> => {
  const content = await requestContent(m.app.pool, { title });
  const { requestId } = ok(
    await m.app.api.post('/api/client-request/send-to-moderation', { content }, { token: m.client[company] }),
    'client request',
  );
  if (state === 'published')
    ok(
      await m.app.api.post('/admin/api/client-request/publish', { requestId }, { token: m.admin }),
      'publish client request',
    );
  const clientId = (await m.app.pool.query('select client_id from client_requests where id = $1', [requestId])).rows[0]
    .client_id as string;
  return {
    key: `clientRequest.${company}.${state}`,
    kind: 'clientRequest',
    id: requestId,
    company,
    owner: clientId,
    state,
    title,
  };
};

/** A standing response of the agency to a fresh published request of the other company's client. */
export const freshResponse = async (
  m: Pick<Makers, 'app' | 'client' | 'partner' | 'admin' | 'agencyId'>,
  agency: CompanyKey,
  comment = `Zp${agency}${letters()}`,
): Promise<AccessObject> => {
  const other: CompanyKey = agency === 'A' ? 'B' : 'A';
  const request = await freshRequest(m, other, 'published');
  const card = proposableCard.get(agency)!;
  const { responseId } = ok(
    await m.app.api.post(
      '/api/agency/client-request-response/respond',
      { requestId: request.id, specialistIds: [card], comment },
      { token: m.partner[agency] },
    ),
    'response',
  );
  requestOfResponse.set(responseId, request.id);
  return {
    key: `requestResponse.${agency}`,
    kind: 'requestResponse',
    id: responseId,
    company: agency,
    owner: m.agencyId[agency],
    state: 'submitted',
  };
};

/**
 * The matrix's client requests (in moderation and published, of each client, and an id nobody uses) and responses
 * (each agency's to the other company's request, and a missing id); their titles and comments are markers.
 */
export const buildClientRequestObjects = async (
  m: Makers,
): Promise<{ clientRequest: AccessObject[]; requestResponse: AccessObject[] }> => {
  for (const company of ['A', 'B'] as const) proposableCard.set(company, m.publishedCard[company]);
  const moderators = (a: ActorProfile) => a.kind === 'staff' && a.scopes.includes('client-request:moderate');
  const clientOf = (company: CompanyKey) => (a: ActorProfile) => a.kind === 'client' && a.company === company;
  const partnerOf = (company: CompanyKey) => (a: ActorProfile) => a.kind === 'partner' && a.company === company;
  const requests: AccessObject[] = [];
  for (const company of ['A', 'B'] as const) {
    const moderation = await freshRequest(m, company, 'moderation');
    m.mark(
      moderation.title,
      `title of client ${company}'s request in moderation`,
      (a) => clientOf(company)(a) || moderators(a),
    );
    requests.push(moderation, await freshRequest(m, company, 'published'));
  }
  requests.push({
    key: 'clientRequest.missing',
    kind: 'clientRequest',
    id: randomUUID(),
    company: null,
    owner: null,
    state: 'missing',
  });
  const responses: AccessObject[] = [];
  for (const agency of ['A', 'B'] as const) {
    const comment = `Zp${agency}${letters()}`;
    responses.push(await freshResponse(m, agency, comment));
    const client: CompanyKey = agency === 'A' ? 'B' : 'A';
    m.mark(
      comment,
      `comment of agency ${agency}'s response`,
      (a) => partnerOf(agency)(a) || clientOf(client)(a) || moderators(a),
    );
  }
  responses.push({
    key: 'requestResponse.missing',
    kind: 'requestResponse',
    id: randomUUID(),
    company: null,
    owner: null,
    state: 'missing',
  });
  return { clientRequest: requests, requestResponse: responses };
};
