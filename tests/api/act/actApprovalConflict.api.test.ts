import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actPdfRenderer } from '../../../adapters/documents/actPdf';
import { httpStatusOf } from '../../../adapters/http/errorTable';
import {
  postgresActCompanies,
  postgresActReadModel,
  postgresClaimReadModel,
  postgresProjectCandidates,
} from '../../../adapters/postgres/act/actReadModel';
import { postgresContractCompanies } from '../../../adapters/postgres/contract/contractCompanies';
import { eventStorePort } from '../../../adapters/postgres/eventStore';
import { postgresFileStore } from '../../../adapters/postgres/files/fileStore';
import { postgresReferenceStore } from '../../../adapters/postgres/reference/referenceStore';
import { postgresPeopleDirectory } from '../../../adapters/postgres/specialist/specialistRulesData';
import type { ActPdfRenderer } from '../../../application/act/actPorts';
import { actService } from '../../../application/act/actService';
import { specialistOnProject } from '../../support/actFlow';
import { startTestApp, type TestApp } from '../../support/testApp';
import { manualClock, type ManualClock } from '../../support/testClock';

/**
 * Issue 36: approving an act wrote the client's invoice and the agency's act as files before the approval was
 * recorded; two approvals at once both wrote theirs, one lost with a conflict, and its two files stayed behind, stored
 * for nobody. Whatever the race, one set of documents remains, the one the approval names; the loser hears 409.
 */
describe('two approvals of one act at once', () => {
  let app: TestApp;
  let clock: ManualClock;
  let client: string;
  let agency: string;
  let manager: string;

  beforeAll(async () => {
    clock = manualClock();
    app = await startTestApp({ clock });
    ({ client, agency, manager } = await app.demoTokens());
    await specialistOnProject(app, { client, agency, manager }, 'Racer', { clock });
    clock.set(new Date('2026-12-01T09:00:00Z'));
    ({ client, agency, manager } = await app.demoTokens());
  }, 120_000);
  afterAll(() => app?.stop());

  /** An act of the month sent to the client, ready for its approval. */
  const actForApproval = async (candidateId: string, month: string): Promise<string> => {
    const created = await app.api.post('/api/agency/act/create', { candidateId, month, hours: 100 }, { token: agency });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const id = created.body.data.id as string;
    expect((await app.api.post('/api/agency/act/send', { id }, { token: agency })).status).toBe(200);
    expect((await app.api.post('/admin/api/act/send-to-client', { id }, { token: manager })).status).toBe(200);
    return id;
  };

  /** The app's act use cases, with PDFs that wait until both approvals have got as far as rendering. */
  const racingActs = () => {
    let arrived = 0;
    let release: () => void = () => {};
    const bothThere = new Promise<void>((resolve) => {
      release = resolve;
    });
    const pdf: ActPdfRenderer = {
      invoice: async (input) => {
        arrived += 1;
        if (arrived >= 2) release();
        await Promise.race([bothThere, new Promise((r) => setTimeout(r, 5000))]);
        return actPdfRenderer.invoice(input);
      },
      act: (input) => actPdfRenderer.act(input),
    };
    return actService({
      events: eventStorePort(app.eventStore),
      clock,
      newId: randomUUID,
      acts: postgresActReadModel(app.pool),
      claims: postgresClaimReadModel(app.pool),
      candidates: postgresProjectCandidates(app.pool),
      companies: postgresActCompanies(app.pool, postgresContractCompanies(app.pool)),
      prices: async () => {
        const { currency, vatRateBasisPoints } = await postgresReferenceStore(app.pool).getPlatformSettings();
        return { currency, vatRateBasisPoints };
      },
      files: postgresFileStore(app.pool),
      pdf,
      people: postgresPeopleDirectory(app.pool),
    });
  };

  it('records one approval, keeps exactly the documents it names, and answers the other with a conflict (409)', async () => {
    const candidateId = (
      await app.pool.query<{ id: string }>(
        `select c.id from candidates c join specialist_cards s on s.id = c.specialist_id where s.surname = 'Racer'`,
      )
    ).rows[0]!.id;
    const id = await actForApproval(candidateId, '2026-11');
    const { rows: before } = await app.pool.query<{ n: string }>('select count(*) as n from files');
    const actor = await app.services.identity.authenticate(client);
    const acts = racingActs();

    const answers = await Promise.all([acts.approve(actor, { id }), acts.approve(actor, { id })]);

    expect(answers.filter((a) => a.isOk())).toHaveLength(1);
    const refused = answers.filter((a) => a.isErr()).map((a) => a._unsafeUnwrapErr());
    expect(refused).toEqual([expect.objectContaining({ kind: 'conflict', code: 'stream.version_conflict' })]);
    // What the REST and tRPC edges answer it with.
    expect(refused.map((e) => httpStatusOf[e.kind])).toEqual([409]);

    const { rows: named } = await app.pool.query<{ invoice_file_id: string; act_file_id: string; status: string }>(
      'select invoice_file_id, act_file_id, status from acts where id = $1',
      [id],
    );
    expect(named[0]?.status).toBe('approved');
    const { rows: after } = await app.pool.query<{ n: string }>('select count(*) as n from files');
    expect(Number(after[0]?.n) - Number(before[0]?.n)).toBe(2);
    // The approval names both files that remain, and nothing else was stored.
    const { rows: stored } = await app.pool.query<{ id: string }>('select id from files where id = any($1::uuid[])', [
      [named[0]?.invoice_file_id, named[0]?.act_file_id],
    ]);
    expect(stored).toHaveLength(2);

    // The approved act's invoice is the one the client downloads.
    const invoice = await app.api.raw(`/api/client/act/invoice/${id}`, {
      headers: { authorization: `Bearer ${client}` },
    });
    expect(invoice.status).toBe(200);
  });
});
