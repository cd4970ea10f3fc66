import type { FilePurpose } from '../files/fileContracts';

/** A stored file's description; the bytes are read apart, only when served. */
export type FileRecord = {
  readonly id: string;
  readonly companyId: string;
  readonly uploaderId: string;
  /** The manager who uploaded while acting as the uploader. */
  readonly impersonatorId: string | null;
  readonly purpose: FilePurpose;
  readonly originalName: string;
  /** The type detected from the content, never the one the browser declared. */
  readonly mime: string;
  readonly size: number;
  readonly sha256: string;
  readonly createdAt: Date;
};

export type NewFile = Omit<FileRecord, 'size' | 'sha256' | 'createdAt'> & { readonly bytes: Uint8Array };

/** Where uploaded files live: metadata and bytes, shared by every app process. */
export type FileStore = {
  readonly save: (file: NewFile) => Promise<FileRecord>;
  readonly find: (id: string) => Promise<FileRecord | null>;
  readonly read: (id: string) => Promise<{ readonly record: FileRecord; readonly bytes: Uint8Array } | null>;
  /** Deletes files just stored for a change that was then not recorded (nothing refers to them). */
  readonly remove: (ids: readonly string[]) => Promise<void>;
  /** The company's type, or null when there is no such company (a manager uploads for any company). */
  readonly companyType: (companyId: string) => Promise<'agency' | 'client' | 'platform' | null>;
};

/** What the content of a file is, whatever its name says. */
export type DetectedType = { readonly ext: string; readonly mime: string };

export type FileInspector = {
  /** The type by magic bytes and structure, or null when nothing known matches. */
  readonly detect: (bytes: Uint8Array) => Promise<DetectedType | null>;
  /** Width and height from a PNG or JPEG header, or null when the header is corrupt or says nothing usable. */
  readonly imageSize: (
    bytes: Uint8Array,
    ext: 'png' | 'jpg',
  ) => { readonly width: number; readonly height: number } | null;
  /** The image redrawn from its pixels without metadata or hidden data, or null when it cannot be decoded safely. */
  readonly reencodeImage: (bytes: Uint8Array, ext: 'png' | 'jpg') => Promise<Uint8Array | null>;
  /** What a ZIP container (a DOCX) says it unpacks to, read without unpacking; null when it cannot be read. */
  readonly archiveSummary: (bytes: Uint8Array) => { readonly entries: number; readonly unpackedBytes: number } | null;
  /** Whether a PDF asks its reader to run something (scripts, launch actions, embedded files). */
  readonly pdfHasActiveContent: (bytes: Uint8Array) => boolean;
};
