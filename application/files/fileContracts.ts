import { z } from 'zod';

/**
 * What a file is for decides its allowed types, its size limit and who may read it.
 * Shared by the server (upload rules) and the web (upload widgets, accept lists).
 */
export const filePurposes = {
  photo: { types: ['png', 'jpg'], maxBytes: 2_097_152, public: true },
  certificate: { types: ['png', 'jpg'], maxBytes: 2_097_152, public: false },
  logo: { types: ['png', 'jpg'], maxBytes: 2_097_152, public: true },
  // The seeds: photos 'below 2097152 bytes', screenshots 'max 3145728 bytes' (that size itself is allowed).
  screenshot: { types: ['png', 'jpg'], maxBytes: 3_145_729, public: true },
  cv: { types: ['pdf', 'docx'], maxBytes: 10_485_760, public: false },
  // Images of articles, information pages and terms: the seeds' 5 MB (5242880) limit, below it as for photos.
  'content-image': { types: ['png', 'jpg'], maxBytes: 5_242_880, public: true },
  // A manager's contract file: the seeds' upload types (pdf, doc, docx, xls, xlsx, png, jpg; `cfb` is how the content
  // of a .doc or .xls reads) and their 31457280 bytes, that size itself allowed. Read by its company and managers.
  contract: { types: ['pdf', 'cfb', 'docx', 'xlsx', 'png', 'jpg'], maxBytes: 31_457_281, public: false },
  // The PDF sent for signature and the sealed one: written by the platform only.
  contractPdf: { types: ['pdf'], maxBytes: 52_428_800, public: false },
  // A completion act's PDFs, written by the platform when the client approves: the client's invoice, the agency's act.
  invoicePdf: { types: ['pdf'], maxBytes: 52_428_800, public: false },
  actPdf: { types: ['pdf'], maxBytes: 52_428_800, public: false },
  // A message's attachment (issue 33): the documents and images people exchange, with the CV's 10 MB (10485760)
  // below which it is accepted. Read by the participants of the messages it is attached to (policies.ts).
  attachment: { types: ['pdf', 'cfb', 'docx', 'xlsx', 'png', 'jpg'], maxBytes: 10_485_760, public: false },
} as const;
export type FilePurpose = keyof typeof filePurposes;

/** A DOCX is a ZIP: what it may unpack to, so a small upload cannot expand into gigabytes (a zip bomb). */
export const maxUnpackedDocument = { bytes: 52_428_800, entries: 2_000 } as const;
export const FilePurposeSchema = z.enum(Object.keys(filePurposes) as [FilePurpose, ...FilePurpose[]]);

/** The codes of the seeds for a refused upload. */
export const uploadErrorCodes = ['errorFormat', 'errorSize', 'imageNotValidate'] as const;
export type UploadErrorCode = (typeof uploadErrorCodes)[number];

/** `POST /api/files/upload?purpose=` (multipart, field `file`) answers `{ success: true, data: StoredFile }`. */
export type StoredFile = {
  readonly id: string;
  readonly purpose: FilePurpose;
  readonly name: string;
  readonly mime: string;
  readonly size: number;
  /** Where the browser reads it: `/api/files/{id}`. */
  readonly url: string;
};

export const fileUrl = (id: string): string => `/api/files/${id}`;

/** Field error code when the request carries no file in the field `file`. */
export const fileRequiredCode = 'fileRequired';
/** Field error code when a card names a file that is not its agency's, or not of the purpose the field needs. */
export const fileNotFoundCode = 'file_not_found';

/** What the user reads for each refused upload (the code is what the web keys on). */
export const uploadErrorMessages: Record<UploadErrorCode | typeof fileRequiredCode, string> = {
  errorFormat: 'This file type is not allowed',
  errorSize: 'The file is too large',
  imageNotValidate: 'The image is damaged or cannot be read',
  fileRequired: 'Choose a file',
};

/** Allowed types of a purpose as an `accept` list for the file input (by name; the server checks the content). */
export const acceptOf = (purpose: FilePurpose): string =>
  filePurposes[purpose].types
    .map((t: string) => (t === 'jpg' ? '.jpg,.jpeg' : t === 'cfb' ? '.doc,.xls' : `.${t}`))
    .join(',');
