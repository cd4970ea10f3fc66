import ExcelJS from 'exceljs';
import type { Writable } from 'node:stream';
import type { CardExport } from '../../application/specialist/queries/exportCards';

/** Streams the card list as .xlsx: rows are written as they are read, so a large export does not sit in memory. */
export const writeSpecialistsWorkbook = async (exported: CardExport, output: Writable): Promise<void> => {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true });
  const sheet = workbook.addWorksheet(exported.title.slice(0, 31));
  sheet.columns = [
    { header: 'ID', key: 'id', width: 38 },
    { header: 'Surname', key: 'surname', width: 18 },
    { header: 'Name', key: 'name', width: 16 },
    { header: 'Specialization', key: 'specialization', width: 26 },
    { header: 'Grade', key: 'grade', width: 10 },
    { header: 'Key skills', key: 'skills', width: 40 },
    { header: 'Rate, $/h', key: 'rate', width: 10 },
    { header: 'Status', key: 'status', width: 13 },
    { header: 'Verified', key: 'verified', width: 9 },
    { header: 'Agency', key: 'agency', width: 24 },
    { header: 'Updated', key: 'updated', width: 20 },
  ];
  sheet.getRow(1).font = { bold: true };
  for await (const card of exported.rows) {
    sheet
      .addRow({
        id: card.id,
        surname: card.surname,
        name: card.name,
        specialization: card.specializationTitle ?? '',
        grade: card.grade ?? '',
        skills: card.keySkills.join(', '),
        rate: card.hourPriceCents / 100,
        status: card.status,
        verified: card.verified ? 'yes' : 'no',
        agency: card.agencyName,
        updated: card.updatedAt,
      })
      .commit();
  }
  sheet.commit();
  await workbook.commit();
};
