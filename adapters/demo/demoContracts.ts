import type { Result } from 'neverthrow';
import type pg from 'pg';
import type { ContractService } from '../../application/contract/contractService';
import type { IdentityStore } from '../../application/identity/identityPorts';
import { actorOf } from '../../application/identity/queries/authenticate';
import type { Actor } from '../../application/shared/actor';

/** The token of the latest signing link mailed to this address (the link is only ever in the e-mail). */
const mailedSigningToken = async (pool: pg.Pool, email: string): Promise<string> => {
  const { rows } = await pool.query<{ text_body: string }>(
    `select text_body from mail_outbox where lower(to_address) = lower($1) and text_body like '%/contract-signing/%' order by created_at desc, id desc limit 1`,
    [email],
  );
  const token = /\/contract-signing\/([A-Za-z0-9_-]+)/.exec(rows[0]?.text_body ?? '')?.[1];
  if (!token) throw new Error(`no signing link was mailed to ${email}`);
  return token;
};

const must = <T, E>(result: Result<T, E>, what: string): T => {
  if (result.isErr()) throw new Error(`${what} refused: ${JSON.stringify(result.error)}`);
  return result.value;
};

/**
 * A client contract signed by both sides through the real flow: the manager drafts and sends it, the client's
 * signer signs from the e-mailed link, the manager countersigns and the PDF is sealed. Answers the contract id.
 */
export const signClientContractThroughFlow = async (
  contract: ContractService,
  pool: pg.Pool,
  manager: Actor,
  managerName: string,
  clientId: string,
  signer: { readonly name: string; readonly position: string; readonly email: string },
): Promise<string> => {
  const draft = must(
    await contract.create(manager, 'client', {
      companyId: clientId,
      documentType: 'contract',
      contractType: 'staff_augmentation',
      signerName: signer.name,
      signerPosition: signer.position,
      signerEmail: signer.email,
      mailForNotifications: [],
      commission: '20',
      daysPaid: '30',
    }),
    'contract draft',
  );
  const sent = must(await contract.send(manager, { id: draft.id }), 'sending the contract');
  const token = await mailedSigningToken(pool, signer.email);
  must(
    await contract.signByLink(
      { token, typedName: signer.name, consent: true, documentSha256: sent.documentSha256 },
      { address: '127.0.0.1', userAgent: 'demo seed' },
    ),
    'the client signature',
  );
  must(
    await contract.countersign(
      manager,
      { id: draft.id, typedName: managerName, consent: true, documentSha256: sent.documentSha256 },
      { address: '127.0.0.1', userAgent: 'demo seed' },
    ),
    'the platform signature',
  );
  return draft.id;
};

/** The demo client has a contract in force, made through the real flow once, so the interview request works out of the box. */
export const seedDemoContracts = async (
  pool: pg.Pool,
  identity: IdentityStore,
  contract: ContractService,
): Promise<number> => {
  const client = await identity.findUserByEmail('client@demo.test');
  const manager = await identity.findUserByEmail('manager@demo.test');
  if (!client || !manager) return 0;
  const { rowCount } = await pool.query(
    `select 1 from contracts where company_id = $1 and kind = 'client' and status = 'signed'`,
    [client.companyId],
  );
  if (rowCount) return 0;
  await signClientContractThroughFlow(
    contract,
    pool,
    actorOf(manager, 'demo-seed', null),
    `${manager.firstName} ${manager.lastName}`,
    client.companyId,
    {
      name: `${client.firstName} ${client.lastName}`,
      position: 'Chief executive officer',
      email: client.email,
    },
  );
  return 1;
};
