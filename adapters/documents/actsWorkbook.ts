import type { Writable } from 'node:stream';
import { actNumberOf, type ActRow } from '../../application/act/actPorts';
import { actStatusTitle } from '../../domain/act/act.status';
import { column, writeWorkbook } from './workbook';

export type ActsExport = { readonly archive: false; readonly rows: readonly ActRow[] };

const money = (cents: number) => (cents / 100).toFixed(2);

const columns = [
  column<ActRow>('Number', 22, (r) => actNumberOf(r)),
  column<ActRow>('Month', 10, (r) => r.month),
  column<ActRow>('Period', 24, (r) => `${r.startPeriod} to ${r.endPeriod}`),
  column<ActRow>('Specialist', 26, (r) => r.specialistName),
  column<ActRow>('Agency', 26, (r) => r.agencyName),
  column<ActRow>('Client', 26, (r) => r.clientName),
  column<ActRow>('Status', 28, (r) => actStatusTitle[r.status]),
  column<ActRow>('Hours', 8, (r) => String(r.hours)),
  column<ActRow>('Agency rate', 12, (r) => money(r.agencyRateCents)),
  column<ActRow>('Agency amount', 14, (r) => money(r.agencyAmountCents)),
  column<ActRow>('Client rate', 12, (r) => money(r.clientRateCents)),
  column<ActRow>('Fee', 12, (r) => money(r.feeCents)),
  column<ActRow>('VAT', 12, (r) => money(r.vatCents)),
  column<ActRow>('Total', 14, (r) => money(r.totalCents)),
  column<ActRow>('Created', 12, (r) => r.createdAt.toISOString().slice(0, 10)),
];

async function* rowsOf(rows: readonly ActRow[]): AsyncIterable<ActRow> {
  yield* rows;
}

/** Streams the managers' acts as .xlsx (`/admin/api/excel-export/acts`, the list's filters). */
export const writeActsWorkbook = (exported: ActsExport, output: Writable): Promise<void> =>
  writeWorkbook('Acts', columns, rowsOf(exported.rows), output);
