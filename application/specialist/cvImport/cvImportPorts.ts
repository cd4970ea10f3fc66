import type { FilesDeps } from '../../files/filesPorts';
import type { NewFile } from '../../ports/files';
import type { CvDictionary } from './buildCvProposal';
import type { CvImportStatus, CvProposal } from './cvProposal';

export type CvImportRecord = {
  readonly id: string;
  readonly companyId: string;
  readonly status: CvImportStatus;
  readonly progress: number;
  readonly proposal: CvProposal | null;
  readonly error: string | null;
};

export type CvImportStore = {
  /** Stores the CV, the import and its job together: the job exists exactly when the import does. */
  readonly start: (
    file: NewFile,
    started: {
      readonly importId: string;
      readonly companyId: string;
      readonly userId: string;
      readonly impersonatorId: string | null;
    },
  ) => Promise<void>;
  readonly find: (importId: string) => Promise<CvImportRecord | null>;
  /** The CV of an import, for the job. */
  readonly document: (importId: string) => Promise<{ readonly bytes: Uint8Array; readonly mime: string } | null>;
  readonly progress: (importId: string, progress: number) => Promise<void>;
  readonly complete: (importId: string, proposal: CvProposal) => Promise<void>;
  /** An attempt failed: the import fails for good on the last attempt, otherwise it waits for the retry. */
  readonly attemptFailed: (importId: string, error: string, final: boolean) => Promise<void>;
};

/** The text of a PDF or DOCX; throws when the document cannot be read. */
export type CvTextExtractor = { readonly extract: (bytes: Uint8Array, mime: string) => Promise<string> };

export type CvImportDeps = {
  readonly files: FilesDeps;
  readonly imports: CvImportStore;
  readonly text: CvTextExtractor;
  readonly dictionary: () => Promise<CvDictionary>;
};
