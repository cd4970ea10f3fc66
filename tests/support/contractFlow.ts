import type pg from 'pg';
import type { ApiClient } from './apiClient';
import { latestMailTo, linkIn } from './mailbox';

/**
 * A client contract signed by both sides over HTTP, as people do it: the manager drafts and sends it, the signer
 * opens the mailed link and signs, the manager countersigns. For apps running in another process.
 */
export const signClientContractOverHttp = async (
  api: ApiClient,
  pool: pg.Pool,
  clientId: string,
  signerEmail: string,
): Promise<string> => {
  const login = await api.post('/api/auth/login', { email: 'manager@demo.test', password: 'demopass1' });
  const token = login.body.data.token as string;
  const ok = (response: { status: number; body: unknown }, what: string) => {
    if (response.status !== 200) throw new Error(`${what} failed: ${response.status} ${JSON.stringify(response.body)}`);
    return (response.body as { data: Record<string, unknown> }).data;
  };
  const draft = ok(
    await api.post(
      '/admin/api/client-document/update',
      {
        companyId: clientId,
        documentType: 'contract',
        contractType: 'staff_augmentation',
        signerName: 'Sam Signer',
        signerPosition: 'Director',
        signerEmail,
        commission: '20',
        daysPaid: '30',
      },
      { token },
    ),
    'drafting the contract',
  );
  const sent = ok(
    await api.post('/admin/api/client-document/docusign-send', { id: draft.id }, { token }),
    'sending it',
  );
  const link = linkIn((await latestMailTo(pool, signerEmail))!.text, '/contract-signing/');
  const signingToken = link.split('/').pop() as string;
  ok(
    await api.post(`/api/contract-signing/${signingToken}/sign`, {
      typedName: 'Sam Signer',
      consent: true,
      documentSha256: sent.documentSha256,
    }),
    'signing it',
  );
  ok(
    await api.post(
      '/admin/api/client-document/countersign',
      { id: draft.id, typedName: 'Maria Manning', consent: true, documentSha256: sent.documentSha256 },
      { token },
    ),
    'countersigning it',
  );
  return draft.id as string;
};
