import {
  filePurposes,
  uploadErrorMessages,
  type FilePurpose,
  type StoredFile,
} from '../../../../application/files/fileContracts';
import { tokenStore } from '../../app/session/tokenStore';

export class UploadError extends Error {
  constructor(
    message: string,
    readonly code: string | null,
  ) {
    super(message);
    this.name = 'UploadError';
  }
}

const limitText = (purpose: FilePurpose) => `${Math.floor(filePurposes[purpose].maxBytes / 1_048_576)} MB`;

/** What the browser can tell before sending: the size. The type is judged by the server, from the content. */
export const precheck = (purpose: FilePurpose, file: File): string | null =>
  file.size >= filePurposes[purpose].maxBytes
    ? `${uploadErrorMessages.errorSize}: the limit is ${limitText(purpose)}`
    : null;

/**
 * `POST /api/files/upload?purpose=` with the session's token. A manager uploading for an agency's card names the
 * agency, so the file belongs to it.
 */
export const uploadFile = async (purpose: FilePurpose, file: File, companyId?: string | null): Promise<StoredFile> => {
  const early = precheck(purpose, file);
  if (early) throw new UploadError(early, 'errorSize');
  const body = new FormData();
  body.append('file', file);
  const query = new URLSearchParams({ purpose, ...(companyId ? { companyId } : {}) });
  const token = tokenStore.get();
  const response = await fetch(`/api/files/upload?${query}`, {
    method: 'POST',
    body,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  const payload = (await response.json().catch(() => null)) as {
    data?: StoredFile;
    errors?: { code?: string; title?: string }[];
    exception?: { message?: string };
  } | null;
  if (response.ok && payload?.data) return payload.data;
  const code = payload?.errors?.[0]?.code ?? null;
  const known =
    code && code in uploadErrorMessages ? uploadErrorMessages[code as keyof typeof uploadErrorMessages] : null;
  throw new UploadError(
    known ?? payload?.errors?.[0]?.title ?? payload?.exception?.message ?? 'The upload failed',
    code,
  );
};
