import type { FileInspector, FileStore } from '../ports/files';

export type FilesDeps = {
  readonly store: FileStore;
  readonly inspector: FileInspector;
  readonly newId: () => string;
};
