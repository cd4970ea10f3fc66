import { z } from 'zod';
import { CvProposalSchema, cvImportStatuses } from './cvProposal';

/** `GET /api/specialist/cv-import/{importId}` and tRPC `files.cvImport`. */
export const CvImportIdInput = z.object({ importId: z.string().max(64) });

/** A CV import as its agency polls it: progress, then the proposal the editor fills the form from. */
export const CvImportOutput = z.object({
  importId: z.string(),
  status: z.enum(cvImportStatuses),
  progress: z.number(),
  proposal: CvProposalSchema.nullable(),
  error: z.string().nullable(),
  testMode: z.literal(true),
});
