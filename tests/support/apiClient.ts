/** A small HTTP client for API tests: JSON in, status and parsed body out, optional bearer token. */
export type ApiResponse<Body = any> = { readonly status: number; readonly body: Body; readonly headers: Headers };
type Options = { readonly token?: string; readonly headers?: Record<string, string> };

export type ApiClient = {
  readonly get: <Body = any>(path: string, options?: Options) => Promise<ApiResponse<Body>>;
  readonly post: <Body = any>(path: string, body?: unknown, options?: Options) => Promise<ApiResponse<Body>>;
  readonly raw: (path: string, init?: RequestInit) => Promise<Response>;
};

export const apiClient = (baseUrl: string): ApiClient => {
  const request = async (method: string, path: string, body: unknown, options: Options = {}) => {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (body !== undefined && !headers['content-type']) headers['content-type'] = 'application/json';
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // not JSON: keep the text
    }
    return { status: response.status, body: parsed as any, headers: response.headers };
  };
  return {
    get: (path, options) => request('GET', path, undefined, options),
    post: (path, body, options) => request('POST', path, body ?? {}, options),
    raw: (path, init) => fetch(`${baseUrl}${path}`, init),
  };
};
