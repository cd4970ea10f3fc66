import { uploadTarget } from './commands/acceptUpload';
import { uploadFile } from './commands/uploadFile';
import type { FilesDeps } from './filesPorts';
import { readFile } from './queries/readFile';

export const filesService = (deps: FilesDeps) => ({
  /** Checks who may upload what before the transport reads the body; `upload` checks it all again. */
  uploadTarget: uploadTarget(deps),
  upload: uploadFile(deps),
  read: readFile(deps),
});
export type FilesService = ReturnType<typeof filesService>;
