import { z } from 'zod';

/**
 * What CV import proposes for the editor. Every part is optional: the user ticks what to take.
 * Key skills are matched against the key-skill dictionary (id set) or left as free titles (id null).
 */
export const CvProposalSchema = z.object({
  surname: z.string().nullable(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  description: z.string().nullable(),
  keySkills: z.array(z.object({ id: z.string().nullable(), title: z.string() })),
  /** `language` and `level` are enum codes of `/api/enum/list?type=Language|LanguageLevel`; level may be unknown. */
  languages: z.array(z.object({ language: z.string(), level: z.string().nullable() })),
  /** Dates as `yyyy-MM-dd` (first of the month when only month and year are written). */
  projects: z.array(
    z.object({
      title: z.string(),
      role: z.string(),
      description: z.string(),
      start: z.string().nullable(),
      finish: z.string().nullable(),
      untilNow: z.boolean(),
    }),
  ),
});
export type CvProposal = z.infer<typeof CvProposalSchema>;

export const cvImportStatuses = ['queued', 'processing', 'done', 'failed'] as const;
export type CvImportStatus = (typeof cvImportStatuses)[number];

/**
 * `POST /api/specialist/cv-import` (multipart, field `file`, PDF or DOCX) answers `{ success: true, data: { importId } }`;
 * `GET /api/specialist/cv-import/{importId}` answers `{ success: true, data: CvImportView }` (tRPC: `files.cvImport({ importId })`).
 */
export type CvImportView = {
  readonly importId: string;
  readonly status: CvImportStatus;
  /** 0 to 100, for the progress bar. */
  readonly progress: number;
  readonly proposal: CvProposal | null;
  /** Set when status is failed; the editor shows 'An error occurred while uploading the file'. */
  readonly error: string | null;
  /** Parsing is in test mode: the editor warns that the result must be checked. */
  readonly testMode: true;
};
