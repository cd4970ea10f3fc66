import type { Writable } from 'node:stream';
import type { CandidateExport } from '../../application/interview/queries/exportCandidates';
import { hoursPerWeekOf } from '../../domain/booking/workFormat';

/** Streams candidates as .xlsx, a row at a time. */
export const writeCandidatesWorkbook = async (exported: CandidateExport, output: Writable): Promise<void> => {
  // Loaded on the first export: the library is large and most processes never write a workbook.
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true });
  const sheet = workbook.addWorksheet(exported.title.slice(0, 31));
  sheet.columns = [
    { header: 'ID', key: 'id', width: 38 },
    { header: 'Specialist', key: 'specialist', width: 24 },
    { header: 'Specialization', key: 'specialization', width: 24 },
    { header: 'Client', key: 'client', width: 24 },
    { header: 'Agency', key: 'agency', width: 24 },
    { header: 'Status', key: 'status', width: 20 },
    { header: 'From', key: 'from', width: 12 },
    { header: 'To', key: 'to', width: 12 },
    { header: 'Work format', key: 'format', width: 12 },
    { header: 'Hours a week', key: 'hours', width: 12 },
    { header: 'Client rate, $/h', key: 'price', width: 14 },
    { header: 'Interview', key: 'interview', width: 18 },
    { header: 'Created', key: 'created', width: 20 },
  ];
  sheet.getRow(1).font = { bold: true };
  for await (const c of exported.rows) {
    sheet
      .addRow({
        id: c.id,
        specialist: c.specialistName,
        specialization: c.specialization ?? '',
        client: c.clientName,
        agency: c.agencyName,
        status: c.status,
        from: c.startPeriod,
        to: c.endPeriod,
        format: c.workFormat,
        hours: hoursPerWeekOf(c.workFormat, c.hours),
        price: c.clientHourPriceCents / 100,
        interview: c.interviewAt ? `${c.interviewAt.date} ${c.interviewAt.time}` : '',
        created: c.createdAt,
      })
      .commit();
  }
  sheet.commit();
  await workbook.commit();
};
