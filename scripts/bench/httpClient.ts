import http from 'node:http';

/**
 * The bench's HTTP client for writes and open loops: node:http on kept-alive connections. It shares the machine's two
 * cores with the app and PostgreSQL, so it should cost little: `fetch` took 1.4 ms of the bench's CPU a request, about
 * as much as the app's own work on a card save; this takes a fraction of it (docs/decisions.md, "Writes at the
 * database's pace").
 */
// An idle connection is closed after 4 s, before the server's own 5 s: one reused just as the server closes it would
// fail the request (ECONNRESET), and be counted as the app's error.
const agent = new http.Agent({ keepAlive: true, maxSockets: 256, timeout: 4_000 });

export type Answer = { readonly status: number; readonly text: string };

type Options = { token?: string; body?: unknown; headers?: Readonly<Record<string, string>> };

export const send = (
  base: string,
  method: 'GET' | 'POST',
  path: string,
  { token, body, headers: extra }: Options = {},
): Promise<Answer> =>
  new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
    const headers: http.OutgoingHttpHeaders = { ...extra };
    if (token) headers.authorization = `Bearer ${token}`;
    if (payload) Object.assign(headers, { 'content-type': 'application/json', 'content-length': payload.length });
    const req = http.request(new URL(path, base), { method, agent, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(payload);
  });

/** A POST that must answer 200, with its JSON. */
export const postJson = async <T>(base: string, path: string, token: string | undefined, body: unknown): Promise<T> => {
  const answer = await send(base, 'POST', path, { token, body });
  if (answer.status !== 200) throw new Error(`${path} answered ${answer.status}: ${answer.text}`);
  return JSON.parse(answer.text) as T;
};
