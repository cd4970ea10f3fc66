import ExcelJS from 'exceljs';
import type { Writable } from 'node:stream';
import type { SolutionExport } from '../../application/solution/queries/exportSolutions';

/** Streams the solution list as .xlsx: rows are written as they are read, so a large export does not sit in memory. */
export const writeSolutionsWorkbook = async (exported: SolutionExport, output: Writable): Promise<void> => {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true });
  const sheet = workbook.addWorksheet(exported.title.slice(0, 31));
  sheet.columns = [
    { header: 'Number', key: 'number', width: 9 },
    { header: 'ID', key: 'id', width: 38 },
    { header: 'Title', key: 'title', width: 32 },
    { header: 'Categories', key: 'categories', width: 32 },
    { header: 'Status', key: 'status', width: 13 },
    { header: 'Agency', key: 'agency', width: 24 },
    { header: 'Website', key: 'link', width: 32 },
    { header: 'Contact e-mail', key: 'email', width: 28 },
    { header: 'Short description', key: 'description', width: 50 },
    { header: 'Published', key: 'published', width: 20 },
    { header: 'Updated', key: 'updated', width: 20 },
  ];
  sheet.getRow(1).font = { bold: true };
  for await (const solution of exported.rows) {
    sheet
      .addRow({
        number: solution.number,
        id: solution.id,
        title: solution.title,
        categories: solution.categories.map((c) => c.title).join(', '),
        status: solution.status,
        agency: solution.agencyName,
        link: solution.link,
        email: solution.contactEmail,
        description: solution.shortDescription,
        published: solution.publishedAt ?? '',
        updated: solution.updatedAt,
      })
      .commit();
  }
  sheet.commit();
  await workbook.commit();
};
