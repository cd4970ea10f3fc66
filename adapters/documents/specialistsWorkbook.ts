import type { Writable } from 'node:stream';
import type { CardExport } from '../../application/specialist/queries/exportForAgency';
import type { SpecialistCardRow } from '../../application/specialist/specialistPorts';
import { column, type Column, writeWorkbook } from './workbook';

const columns: Column<SpecialistCardRow>[] = [
  column('ID', 38, (c) => c.id),
  column('Surname', 18, (c) => c.surname),
  column('Name', 16, (c) => c.name),
  column('Specialization', 26, (c) => c.specializationTitle ?? ''),
  column('Grade', 10, (c) => c.grade ?? ''),
  column('Key skills', 40, (c) => c.keySkills.join(', ')),
  column('Rate, $/h', 10, (c) => c.hourPriceCents / 100),
  column('Status', 13, (c) => c.status),
  column('Verified', 9, (c) => (c.verified ? 'yes' : 'no')),
  column('Agency', 24, (c) => c.agencyName),
  column('Updated', 20, (c) => c.updatedAt),
];

/** The card list as .xlsx, streamed. */
export const writeSpecialistsWorkbook = (exported: CardExport, output: Writable): Promise<void> =>
  writeWorkbook(exported.title, columns, exported.rows, output);
