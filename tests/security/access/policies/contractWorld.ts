import { randomUUID } from 'node:crypto';
import { latestMailTo, linkIn } from '../../../support/mailbox';
import type { TestApp } from '../../../support/testApp';
import type { AccessObject, ActorProfile, CompanyKey } from '../accessWorld';

type Makers = {
  readonly app: TestApp;
  readonly admin: string;
  readonly clientId: Record<CompanyKey, string>;
  readonly agencyId: Record<CompanyKey, string>;
  readonly mark: (value: string, what: string, visibleTo: (a: ActorProfile) => boolean) => void;
};

const ok = (response: { status: number; body: any }, what: string) => {
  if (response.status !== 200) throw new Error(`${what}: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.data;
};

export type ContractSide = 'client' | 'partner';
/** `state` of a contract object: its side and status, e.g. `client:draft`. */
export const sideOf = (o: AccessObject): ContractSide => (o.state.startsWith('partner') ? 'partner' : 'client');
export const statusOf = (o: AccessObject): string => o.state.split(':')[1] ?? 'missing';
/** The fingerprint of the PDF sent for signature, per contract, for the countersign calls. */
export const sentSha = new Map<string, string>();

/** A contract of the company's client or agency, as a draft or sent for signature, through the real use cases. */
export const freshContract = async (
  m: Pick<Makers, 'app' | 'admin' | 'clientId' | 'agencyId'>,
  company: CompanyKey,
  side: ContractSide,
  status: 'draft' | 'pending_signature',
  signerName = 'Sig Ner',
): Promise<AccessObject> => {
  const path = side === 'client' ? 'client-document' : 'agency-document';
  const companyId = side === 'client' ? m.clientId[company] : m.agencyId[company];
  const email = `signer-${randomUUID().slice(0, 8)}@contracts.test`;
  const draft = ok(
    await m.app.api.post(
      `/admin/api/${path}/update`,
      {
        companyId,
        documentType: 'contract',
        contractType: 'staff_augmentation',
        signerName,
        signerPosition: 'Director',
        signerEmail: email,
        mailForNotifications: [],
        ...(side === 'client' ? { commission: '20', daysPaid: '30' } : {}),
      },
      { token: m.admin },
    ),
    'contract draft',
  );
  if (status === 'pending_signature')
    sentSha.set(
      draft.id,
      ok(
        await m.app.api.post(`/admin/api/${path}/docusign-send`, { id: draft.id }, { token: m.admin }),
        'send contract',
      ).documentSha256,
    );
  return {
    key: `contract.${side}${company}.${status}`,
    kind: 'contract',
    id: draft.id,
    company,
    owner: companyId,
    state: `${side}:${status}`,
  };
};

/** The signing link mailed for a contract's signer (for the matrix: a token nobody else has). */
export const signingTokenOf = async (app: TestApp, email: string): Promise<string> =>
  linkIn((await latestMailTo(app.pool, email))!.text, '/contract-signing/')
    .split('/')
    .pop() as string;

/**
 * The matrix's contracts: of each company's client and agency, a draft and one out for signature, and an id nobody
 * uses. Signer names are markers: only the company and contract managers may read them, and drafts only managers.
 */
export const buildContractObjects = async (m: Makers): Promise<AccessObject[]> => {
  const managers = (a: ActorProfile) => a.kind === 'staff' && a.scopes.includes('contract:manage');
  const objects: AccessObject[] = [];
  for (const company of ['A', 'B'] as const) {
    for (const side of ['client', 'partner'] as const) {
      for (const status of ['draft', 'pending_signature'] as const) {
        const name = `Zc${company}${side}${status.slice(0, 4)}${randomUUID()
          .replace(/[^a-f]/g, '')
          .slice(0, 5)}`;
        const contract = await freshContract(m, company, side, status, name);
        const holder = (a: ActorProfile) =>
          a.company === company && a.kind === side && a.scopes.includes('document:own');
        m.mark(
          name,
          `signer of ${side} ${company}'s ${status} contract`,
          (a) => managers(a) || (status !== 'draft' && holder(a)),
        );
        objects.push(contract);
      }
    }
  }
  objects.push({
    key: 'contract.missing',
    kind: 'contract',
    id: randomUUID(),
    company: null,
    owner: null,
    state: 'client:missing',
  });
  return objects;
};
