import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCompany } from '../../support/companies';
import { blockJpeg } from '../../support/imageFixtures';
import { publishCard, requestInterview } from '../../support/interviewFlow';
import { startTestApp, type TestApp } from '../../support/testApp';
import { manualClock } from '../../support/testClock';

const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF');

/** A message's attachments are read by the readers of the message, through the files area's one read rule. */
describe('attachments of messages (issue 33)', () => {
  let app: TestApp;
  let client: string;
  let agency: string;
  let manager: string;
  let candidateId: string;
  let fileId: string;
  let messageId: string;

  const upload = async (token: string, bytes: Uint8Array, name: string, purpose = 'attachment') => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)]), name);
    const response = await app.api.raw(`/api/files/upload?purpose=${purpose}`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${token}` },
    });
    return { status: response.status, body: (await response.json()) as any };
  };
  const download = (id: string, token?: string) =>
    app.api.raw(`/api/files/${id}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });

  beforeAll(async () => {
    app = await startTestApp({ clock: manualClock() });
    ({ client, agency, manager } = await app.demoTokens());
    const specialistId = await publishCard(app, agency, manager, 'Pdfsen');
    candidateId = await requestInterview(app, client, specialistId);
    const asked = await app.api.post(
      '/api/conversation/message',
      { subjectType: 'candidate', subjectId: candidateId, text: 'Could you send her CV?' },
      { token: client },
    );
    expect(asked.status).toBe(200);
  }, 120_000);
  afterAll(() => app?.stop());

  it('the agency answers with a PDF; the client reads it in the message and downloads it', async () => {
    const uploaded = await upload(agency, pdf, 'cv-pdfsen.pdf');
    expect(uploaded.status).toBe(200);
    expect(uploaded.body.data).toMatchObject({ purpose: 'attachment', mime: 'application/pdf', name: 'cv-pdfsen.pdf' });
    fileId = uploaded.body.data.id;
    const sent = await app.api.post(
      '/api/conversation/message',
      { subjectType: 'candidate', subjectId: candidateId, text: 'Here it is.', fileIds: [fileId] },
      { token: agency },
    );
    expect(sent.status).toBe(200);
    messageId = sent.body.data.message.id;
    const read = await app.api.get(`/api/conversation/${sent.body.data.threadId}/messages`, { token: client });
    expect(read.body.data.items.at(-1).files).toEqual([
      { id: fileId, name: 'cv-pdfsen.pdf', mime: 'application/pdf', size: pdf.length },
    ]);
    const served = await download(fileId, client);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await served.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    expect((await download(fileId, agency)).status).toBe(200);
    expect((await download(fileId, manager)).status).toBe(200);
  });

  it("another company's user gets 404, a visitor is asked to log in", async () => {
    const otherClient = await registerCompany(app, 'client', 'other-client@attachments.test');
    const otherAgency = await registerCompany(app, 'agency', 'other-agency@attachments.test');
    for (const token of [otherClient, otherAgency]) {
      const refused = await download(fileId, token);
      expect(refused.status).toBe(404);
      expect(await refused.text()).not.toContain('%PDF');
    }
    expect((await download(fileId)).status).toBe(401);
  });

  it('an attachment not yet sent is read by its uploader only, and only files uploaded as attachments are attached', async () => {
    const draft = (await upload(client, blockJpeg(), 'whiteboard.jpg')).body.data;
    expect(draft.mime).toBe('image/jpeg');
    expect((await download(draft.id, client)).status).toBe(200);
    expect((await download(draft.id, agency)).status).toBe(404);
    // The files area's rules hold: the type by content, whatever the name says.
    const fake = await upload(client, Buffer.from('MZ not a document at all'), 'contract.pdf');
    expect(fake.status).toBe(400);
    expect(fake.body.errors[0]).toMatchObject({ field: 'file', code: 'errorFormat' });
    const certificate = await upload(agency, blockJpeg(), 'diploma.jpg', 'certificate');
    expect(certificate.status).toBe(200);
    const attached = await app.api.post(
      '/api/conversation/message',
      { subjectType: 'candidate', subjectId: candidateId, text: 'Her diploma', fileIds: [certificate.body.data.id] },
      { token: agency },
    );
    expect(attached.status).toBe(400);
    expect(attached.body.errors[0].field).toBe('fileIds.0');
  });

  it("a hidden message's attachments are the platform's to read only", async () => {
    const hidden = await app.api.post(
      '/trpc/conversation.hide',
      { id: messageId, reason: 'Wrong file' },
      { token: manager },
    );
    expect(hidden.status).toBe(200);
    expect((await download(fileId, client)).status).toBe(404);
    expect((await download(fileId, agency)).status).toBe(404);
    expect((await download(fileId, manager)).status).toBe(200);
  });
});
