import PDFDocument from 'pdfkit';
import type { Writable } from 'node:stream';
import type { PublicSpecialist } from '../../application/catalog/schemas';

const dollars = (cents: number) => `$${(cents / 100).toFixed(cents % 100 === 0 ? 0 : 2)}`;
const months = (n: number) => (n >= 12 ? `${Math.floor(n / 12)} yr ${n % 12 ? `${n % 12} mo` : ''}`.trim() : `${n} mo`);
const period = (start: string, finish: string | null, untilNow: boolean) =>
  `${start.slice(0, 7)} – ${untilNow || !finish ? 'now' : finish.slice(0, 7)}`;

/** A one- or two-page A4 profile of a published card: header, facts, skills, projects, education. No contacts. */
export const writeSpecialistPdf = (card: PublicSpecialist, output: Writable, appUrl: string): Promise<void> =>
  new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margin: 48,
      info: { Title: `${card.name} ${card.surnameInitial} — ${card.specialization}`, Author: 'IT Marketplace' },
    });
    doc.on('error', reject);
    output.on('finish', resolve);
    doc.pipe(output);
    const accent = '#3b5bdb';
    const heading = (text: string) => {
      if (doc.y > 720) doc.addPage();
      doc
        .moveDown(0.8)
        .fillColor(accent)
        .font('Helvetica-Bold')
        .fontSize(12)
        .text(text.toUpperCase())
        .moveDown(0.3)
        .fillColor('#222')
        .font('Helvetica')
        .fontSize(10);
    };

    doc.font('Helvetica-Bold').fontSize(22).fillColor('#111').text(`${card.name} ${card.surnameInitial}`);
    doc
      .font('Helvetica')
      .fontSize(13)
      .fillColor('#444')
      .text([card.specialization, card.grade?.replace(/^./, (c) => c.toUpperCase())].filter(Boolean).join(' · '));
    doc.moveDown(0.4).fontSize(10).fillColor('#222');
    const facts = [
      [card.city, card.country].filter(Boolean).join(', '),
      `${dollars(card.price.catalogPriceCents)}/h (${dollars(card.price.withVatCents)}/h with VAT)`,
      card.experienceMonths > 0 ? `Experience: ${months(card.experienceMonths)}` : null,
      card.availableNow ? 'Available now' : 'Booked at the moment',
      card.verified ? 'Verified by the platform' : null,
    ].filter(Boolean);
    doc.text(facts.join('   ·   '));

    heading('Key skills');
    doc.text(card.keySkills.join(', ') || '—');
    if (card.languages.length > 0) {
      heading('Languages');
      doc.text(card.languages.map((l) => `${l.language.toUpperCase()}${l.level ? ` (${l.level})` : ''}`).join(', '));
    }
    if (card.description) {
      heading('About');
      doc.text(card.description, { align: 'justify' });
    }
    if (card.projects.length > 0) {
      heading('Projects');
      for (const p of card.projects) {
        if (doc.y > 740) doc.addPage();
        doc
          .font('Helvetica-Bold')
          .text(`${p.title} — ${p.role}`, { continued: true })
          .font('Helvetica')
          .fillColor('#666')
          .text(`   ${period(p.start, p.finish, p.untilNow)}`)
          .fillColor('#222');
        if (p.description) doc.text(p.description);
        if (p.stack) doc.fillColor('#555').text(`Stack: ${p.stack}`).fillColor('#222');
        doc.moveDown(0.5);
      }
    }
    if (card.education.length > 0 || card.certificates.length > 0) {
      heading('Education and certificates');
      for (const e of card.education)
        doc.text(
          `${e.school}, ${e.degree}${e.fieldOfStudy ? `, ${e.fieldOfStudy}` : ''}${e.endDate ? ` (${e.endDate.slice(0, 4)})` : ''}`,
        );
      for (const c of card.certificates)
        doc.text(`${c.title}${c.school ? `, ${c.school}` : ''}${c.date ? ` (${c.date.slice(0, 4)})` : ''}`);
    }
    doc
      .moveDown(1.2)
      .fontSize(8)
      .fillColor('#888')
      .text(`${appUrl}/specialist/${card.id}`, { link: `${appUrl}/specialist/${card.id}` });
    doc.end();
  });

export const pdfFilenameOf = (card: PublicSpecialist): string =>
  `${
    `${card.name}-${card.surnameInitial.replace('.', '')}-${card.specialization}`
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .toLowerCase() || 'specialist'
  }.pdf`;
