import { tokenStore } from '../../app/session/tokenStore';

/**
 * Files the REST adapter streams (Excel exports, PDFs): fetched with the session's Bearer token,
 * saved under the name the server gives in Content-Disposition, with the seeds' error-text order on failure.
 */
export class DownloadError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'DownloadError';
  }
}

const GENERIC_MESSAGE = 'Something went wrong';

/** `attachment; filename="a.xlsx"` or `filename*=UTF-8''a%20b.xlsx`; null when the header names nothing. */
export const filenameOf = (contentDisposition: string | null): string | null => {
  if (!contentDisposition) return null;
  const encoded = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(contentDisposition);
  if (encoded?.[1]) {
    try {
      return decodeURIComponent(encoded[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // A malformed encoding falls through to the plain name.
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/.exec(contentDisposition);
  const name = (plain?.[2] ?? plain?.[1] ?? '').trim();
  return name === '' ? null : name;
};

type ErrorBody = {
  readonly exception?: { readonly message?: string };
  readonly data?: { readonly exception?: { readonly message?: string } };
  readonly errors?: readonly { readonly title?: string }[] | { readonly title?: string };
};

/** The seeds' order: exception message, then data.exception.message, then the errors' titles, then a generic text. */
export const errorTextOf = (body: unknown): string => {
  if (typeof body !== 'object' || body === null) return GENERIC_MESSAGE;
  const b = body as ErrorBody;
  if (b.exception?.message) return b.exception.message;
  if (b.data?.exception?.message) return b.data.exception.message;
  if (Array.isArray(b.errors)) {
    const titles = b.errors.map((e) => e.title).filter((t): t is string => Boolean(t));
    if (titles.length > 0) return titles.join(' ');
  } else if (b.errors && 'title' in b.errors && b.errors.title) return b.errors.title;
  return GENERIC_MESSAGE;
};

const saveBlob = (blob: Blob, filename: string): void => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled; the object URL can go a moment later.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
};

/** Path plus query parameters, skipping empty values; arrays are sent comma-separated, as the list filters accept. */
export const urlWithQuery = (
  path: string,
  query: Record<string, string | number | boolean | readonly string[] | null | undefined>,
): string => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === null || value === undefined || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length > 0) params.set(key, value.join(','));
    } else params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
};

/** Downloads a file; rejects with a DownloadError carrying the text the user should read. */
export const downloadFile = async (url: string, fallbackName: string): Promise<string> => {
  const token = tokenStore.get();
  let response: Response;
  try {
    response = await fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  } catch {
    throw new DownloadError('No connection to the server. Check the connection and try again.', 0);
  }
  if (!response.ok) {
    // A refused token mid-session ends it, exactly as a refused tRPC call does.
    if (response.status === 401) tokenStore.clear('expired');
    let body: unknown = null;
    try {
      body = await response.json();
    } catch {
      // Not JSON: the generic text.
    }
    throw new DownloadError(errorTextOf(body), response.status);
  }
  const filename = filenameOf(response.headers.get('Content-Disposition')) ?? fallbackName;
  saveBlob(await response.blob(), filename);
  return filename;
};
