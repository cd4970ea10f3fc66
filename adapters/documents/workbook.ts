import type { Writable } from 'node:stream';

/** One column of an exported sheet: its header, its width in characters, and the cell of a row. */
export type Column<Row> = { readonly header: string; readonly width: number; readonly cell: (row: Row) => unknown };

export const column = <Row>(header: string, width: number, cell: (row: Row) => unknown): Column<Row> => ({
  header,
  width,
  cell,
});

/** Streams rows as an .xlsx sheet, each written as it is read, so a large export never sits in memory. */
export const writeWorkbook = async <Row>(
  sheetTitle: string,
  columns: readonly Column<Row>[],
  rows: AsyncIterable<Row>,
  output: Writable,
): Promise<void> => {
  // Loaded on the first export: the library is large and most processes never write a workbook.
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true });
  const sheet = workbook.addWorksheet(sheetTitle.slice(0, 31));
  sheet.columns = columns.map(({ header, width }, i) => ({ header, key: String(i), width }));
  sheet.getRow(1).font = { bold: true };
  for await (const row of rows)
    sheet.addRow(Object.fromEntries(columns.map((c, i) => [String(i), c.cell(row)]))).commit();
  sheet.commit();
  await workbook.commit();
};
