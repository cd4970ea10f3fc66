import { z } from 'zod';
import { FilePurposeSchema } from './fileContracts';

/** `POST /api/files/upload?purpose=&companyId=`: a manager may name the company the file belongs to. */
/** Contract files arrive only through the contract's own calls, which record them on the contract. */
const contractPurposes: readonly string[] = ['contract', 'contractPdf', 'invoicePdf', 'actPdf'];
export const UploadQuery = z.object({
  purpose: FilePurposeSchema.refine((p) => !contractPurposes.includes(p), 'Upload a contract file from the contract'),
  companyId: z.uuid('Company id is invalid').optional(),
});
export type UploadQuery = z.infer<typeof UploadQuery>;

/** Upload of a CV for import: only the company, the purpose is always `cv`. */
export const CvUploadQuery = UploadQuery.pick({ companyId: true });

export const FileIdInput = z.object({ id: z.string().max(64) });
