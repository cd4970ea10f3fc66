import { z } from 'zod';

/** `GET /api/specialist/cv-import/{importId}` and tRPC `files.cvImport`. */
export const CvImportIdInput = z.object({ importId: z.string().max(64) });
