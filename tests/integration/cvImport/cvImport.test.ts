import { AlignmentType, Document, HeadingLevel, Packer, Paragraph, TextRun } from 'docx';
import PDFDocument from 'pdfkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CvImportView } from '../../../application/specialist/cvImport/cvProposal';
import { gradientPng } from '../../support/imageFixtures';
import { startTestApp, type TestApp } from '../../support/testApp';

/** CV import end to end: upload over REST, the real pg-boss worker reads the document, the editor polls the proposal. */
const cvLines = {
  name: 'Elena Petrova',
  title: 'Senior Full-stack Developer',
  contacts: 'elena.petrova@example.com | +49 151 2345 6789',
  summary: [
    'Full-stack engineer with nine years in fintech and logistics.',
    'Builds reliable web platforms and mentors teams.',
  ],
  skills: 'JavaScript, React, Postgres, Docker, Event storming',
  languages: ['English — C1', 'German: B2', 'Russian (native)'],
  projects: [
    [
      'Instant payments platform',
      'Tech Lead | 03.2021 – present',
      'Led a team of six building the payments API in Node.js.',
    ],
    [
      'Fleet tracking portal',
      'Frontend Developer, Jan 2018 - Dec 2020',
      'Built the dispatcher dashboard with React and maps.',
    ],
  ],
};

const pdfOf = (): Promise<Buffer> =>
  new Promise((resolve) => {
    const doc = new PDFDocument({ size: 'A4', margin: 50 });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.fontSize(20).text(cvLines.name).fontSize(12).text(cvLines.title).text(cvLines.contacts).moveDown();
    doc.fontSize(14).text('Summary').fontSize(11);
    cvLines.summary.forEach((line) => doc.text(line));
    doc.moveDown().fontSize(14).text('Skills').fontSize(11).text(cvLines.skills).moveDown();
    doc.fontSize(14).text('Languages').fontSize(11);
    cvLines.languages.forEach((line) => doc.text(line));
    doc.moveDown().fontSize(14).text('Work experience').fontSize(11);
    for (const [title, roleAndDates, description] of cvLines.projects)
      doc
        .font('Helvetica-Bold')
        .text(title as string)
        .font('Helvetica')
        .text(roleAndDates as string)
        .text(description as string)
        .moveDown(0.5);
    doc.end();
  });

const docxOf = (): Promise<Buffer> => {
  const heading = (text: string) => new Paragraph({ text, heading: HeadingLevel.HEADING_2 });
  const line = (text: string, bold = false) => new Paragraph({ children: [new TextRun({ text, bold })] });
  return Packer.toBuffer(
    new Document({
      sections: [
        {
          children: [
            new Paragraph({
              alignment: AlignmentType.CENTER,
              children: [new TextRun({ text: cvLines.name, bold: true, size: 36 })],
            }),
            line(cvLines.title),
            line(cvLines.contacts),
            heading('Summary'),
            ...cvLines.summary.map((s) => line(s)),
            heading('Skills'),
            line(cvLines.skills),
            heading('Languages'),
            ...cvLines.languages.map((l) => line(l)),
            heading('Work experience'),
            ...cvLines.projects.flatMap(([title, roleAndDates, description]) => [
              line(title as string, true),
              line(roleAndDates as string),
              line(description as string),
            ]),
          ],
        },
      ],
    }),
  );
};

describe('CV import', () => {
  let app: TestApp;
  let agency: string;
  let rival: string;
  let manager: string;
  let skillIds: Record<string, string>;

  beforeAll(async () => {
    app = await startTestApp();
    [agency, manager] = await Promise.all([app.login('agency@demo.test'), app.login('manager@demo.test')]);
    await app.services.identity.registerCompany({
      companyType: 'agency',
      companyName: 'Rival Agency',
      firstName: 'Rita',
      lastName: 'Rivers',
      email: 'rita@rival.test',
      password: 'rival-pass-1',
      acceptTerms: true,
    });
    await app.pool.query(`update users set status = 'active' where email = 'rita@rival.test'`);
    rival = await app.login('rita@rival.test', 'rival-pass-1');
    const { rows } = await app.pool.query<{ id: string; title: string }>(
      `select id, title from key_skills where title in ('JavaScript', 'React', 'PostgreSQL', 'Docker', 'Node.js')`,
    );
    skillIds = Object.fromEntries(rows.map((r) => [r.title, r.id]));
  });
  afterAll(() => app.stop());

  const start = async (bytes: Uint8Array, name: string, token: string | null = agency) => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)]), name);
    const response = await app.api.raw('/api/specialist/cv-import', {
      method: 'POST',
      body: form,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    return { status: response.status, body: await response.json() };
  };
  const view = (importId: string, token: string) => app.api.get(`/api/specialist/cv-import/${importId}`, { token });
  const finished = async (importId: string): Promise<CvImportView> => {
    const seen: number[] = [];
    for (let i = 0; i < 150; i++) {
      const current = (await view(importId, agency)).body.data as CvImportView;
      seen.push(current.progress);
      if (current.status === 'done' || current.status === 'failed') {
        expect(seen).toEqual([...seen].sort((a, b) => a - b)); // progress only moves forward
        return current;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`import ${importId} did not finish: ${JSON.stringify((await view(importId, agency)).body)}`);
  };

  const expectProposal = (result: CvImportView) => {
    expect(result).toMatchObject({ status: 'done', progress: 100, error: null, testMode: true });
    const proposal = result.proposal!;
    expect(proposal).toMatchObject({
      name: 'Elena',
      surname: 'Petrova',
      email: 'elena.petrova@example.com',
      phone: '+4915123456789',
    });
    expect(proposal.description).toBe(
      'Full-stack engineer with nine years in fintech and logistics.\nBuilds reliable web platforms and mentors teams.',
    );
    expect(proposal.keySkills.slice(0, 4)).toEqual([
      { id: skillIds.JavaScript, title: 'JavaScript' },
      { id: skillIds.React, title: 'React' },
      { id: skillIds.PostgreSQL, title: 'PostgreSQL' },
      { id: skillIds.Docker, title: 'Docker' },
    ]);
    expect(proposal.keySkills).toContainEqual({ id: null, title: 'Event storming' });
    expect(proposal.keySkills).toContainEqual({ id: skillIds['Node.js'], title: 'Node.js' });
    expect(proposal.languages).toEqual([
      { language: 'en', level: 'C1' },
      { language: 'de', level: 'B2' },
      { language: 'ru', level: 'native' },
    ]);
    expect(proposal.projects).toEqual([
      {
        title: 'Instant payments platform',
        role: 'Tech Lead',
        description: 'Led a team of six building the payments API in Node.js.',
        start: '2021-03-01',
        finish: null,
        untilNow: true,
      },
      {
        title: 'Fleet tracking portal',
        role: 'Frontend Developer',
        description: 'Built the dispatcher dashboard with React and maps.',
        start: '2018-01-01',
        finish: '2020-12-01',
        untilNow: false,
      },
    ]);
  };

  it('a PDF made with pdfkit is read by the worker and proposes name, contacts, skills, languages and projects', async () => {
    const started = await start(await pdfOf(), 'Elena Petrova CV.pdf');
    expect(started.status).toBe(200);
    expect(started.body.data).toEqual({ importId: expect.any(String) });
    expectProposal(await finished(started.body.data.importId));
  });

  it('a DOCX made with docx gives the same proposal', async () => {
    const started = await start(await docxOf(), 'cv.docx');
    expect(started.status).toBe(200);
    expectProposal(await finished(started.body.data.importId));
  });

  it('a damaged PDF ends as failed with the reason after the retries, and the worker goes on with the next CV', async () => {
    const broken = await start(
      Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> garbage without structure'),
      'broken.pdf',
    );
    expect(broken.status).toBe(200);
    const failed = await finished(broken.body.data.importId);
    expect(failed).toMatchObject({
      status: 'failed',
      proposal: null,
      error: expect.stringContaining('The file could not be read'),
    });
    const { rows } = await app.pool.query('select attempts from cv_imports where id = $1', [broken.body.data.importId]);
    expect(rows[0].attempts).toBe(3);
    const next = await start(await pdfOf(), 'next.pdf');
    expect((await finished(next.body.data.importId)).status).toBe('done');
  });

  it('only the company that started it and managers read an import: agency B gets 404, a visitor 401; tRPC says the same', async () => {
    const started = await start(await docxOf(), 'cv.docx');
    const importId = started.body.data.importId;
    expect((await view(importId, rival)).status).toBe(404);
    expect((await app.api.get(`/api/specialist/cv-import/${importId}`)).status).toBe(401);
    expect((await view(importId, manager)).status).toBe(200);
    expect((await view(crypto.randomUUID(), agency)).status).toBe(404);
    expect((await view('nonsense', agency)).status).toBe(404);
    const trpc = (token: string) =>
      app.api.get(`/trpc/files.cvImport?input=${encodeURIComponent(JSON.stringify({ importId }))}`, { token });
    expect((await trpc(agency)).body.result.data).toMatchObject({ importId, testMode: true });
    expect((await trpc(rival)).status).toBe(404);
    await finished(importId);
  });

  it('only PDF and DOCX by content, within 10 MB; a visitor cannot start an import', async () => {
    const png = await start(gradientPng(), 'cv.pdf');
    expect(png.status).toBe(400);
    expect(png.body.errors).toMatchObject([{ field: 'file', code: 'errorFormat' }]);
    expect((await start(await pdfOf(), 'cv.pdf', null)).status).toBe(401);
    const huge = await start(Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(10_485_760)]), 'huge.pdf');
    expect(huge.body.errors).toMatchObject([{ field: 'file', code: 'errorSize' }]);
    const { rows } = await app.pool.query(`select count(*)::int as n from files where original_name = 'huge.pdf'`);
    expect(rows[0].n).toBe(0);
  });
});
