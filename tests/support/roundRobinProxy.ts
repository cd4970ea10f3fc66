import http from 'node:http';
import type net from 'node:net';

export type Proxy = {
  readonly url: string;
  readonly servedBy: Map<number, number>;
  readonly stop: () => Promise<void>;
};

/** A load balancer of the test's own: each request goes to the next app process in turn, as a round-robin balancer does. */
export const startRoundRobinProxy = async (ports: readonly number[]): Promise<Proxy> => {
  let next = 0;
  const servedBy = new Map<number, number>();
  const server = http.createServer((req, res) => {
    const port = ports[next++ % ports.length]!;
    servedBy.set(port, (servedBy.get(port) ?? 0) + 1);
    const upstream = http.request(
      { host: '127.0.0.1', port, method: req.method, path: req.url, headers: req.headers, agent: false },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`,
    servedBy,
    stop: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
};
