import type { Writable } from 'node:stream';
import type { SolutionExport } from '../../application/solution/queries/exportForManager';
import type { SolutionRow } from '../../application/solution/solutionPorts';
import { column, type Column, writeWorkbook } from './workbook';

const columns: Column<SolutionRow>[] = [
  column('Number', 9, (s) => s.number),
  column('ID', 38, (s) => s.id),
  column('Title', 32, (s) => s.title),
  column('Categories', 32, (s) => s.categories.map((c) => c.title).join(', ')),
  column('Status', 13, (s) => s.status),
  column('Agency', 24, (s) => s.agencyName),
  column('Website', 32, (s) => s.link),
  column('Contact e-mail', 28, (s) => s.contactEmail),
  column('Short description', 50, (s) => s.shortDescription),
  column('Published', 20, (s) => s.publishedAt ?? ''),
  column('Updated', 20, (s) => s.updatedAt),
];

/** The solution list as .xlsx, streamed. */
export const writeSolutionsWorkbook = (exported: SolutionExport, output: Writable): Promise<void> =>
  writeWorkbook(exported.title, columns, exported.rows, output);
