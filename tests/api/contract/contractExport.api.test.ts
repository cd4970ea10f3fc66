import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCompany } from '../../support/companies';
import { startTestApp, type TestApp } from '../../support/testApp';

/** The Excel export of contracts takes the list's filters, flat in the query as the manager's list page sends them. */
describe('contract export filters', () => {
  let app: TestApp;
  let manager: string;
  let clientId: string;

  const sheetRows = async (response: Response): Promise<string[][]> => {
    const ExcelJS = (await import('exceljs')).default;
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(await response.arrayBuffer()) as never);
    const rows: string[][] = [];
    workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1).map(String)));
    return rows.slice(1);
  };
  const exported = async (query: string) =>
    sheetRows(
      await app.api.raw(`/admin/api/excel-export/client-documents?${query}`, {
        headers: { authorization: `Bearer ${manager}` },
      }),
    );
  const draft = async (documentType: string) =>
    (
      await app.api.post(
        '/admin/api/client-document/update',
        {
          companyId: clientId,
          documentType,
          contractType: 'staff_augmentation',
          signerName: 'Eve Export',
          signerPosition: 'CFO',
          signerEmail: 'eve@export-client.test',
        },
        { token: manager },
      )
    ).body.data as { id: string; number: string };

  beforeAll(async () => {
    app = await startTestApp();
    manager = await app.login('manager@demo.test');
    const token = await registerCompany(app, 'client', 'eve@export-client.test');
    clientId = (await app.api.get('/api/user/profile', { token })).body.data.clientId;
  }, 60_000);
  afterAll(() => app?.stop());

  it('narrows by document type, company and the signed-at range as the list does', async () => {
    const contract = await draft('contract');
    const dpa = await draft('dpa');
    const byCompany = await exported(`companyId=${clientId}`);
    expect(byCompany.map((r) => r[0]).sort()).toEqual([contract.number, dpa.number].sort());
    const onlyDpa = await exported(`companyId=${clientId}&documentType=dpa`);
    expect(onlyDpa.map((r) => r[0])).toEqual([dpa.number]);
    // Drafts are not signed: a signed-at range leaves them out, as the list does.
    const list = await app.api.get(`/admin/api/client-document/list?clientUuid=${clientId}&signedAtFrom=2000-01-01`, {
      token: manager,
    });
    expect(list.body.data.items).toEqual([]);
    expect(await exported(`companyId=${clientId}&signedAtFrom=2000-01-01&signedAtTo=2999-12-31`)).toEqual([]);
  });
});
