import net from 'node:net';

export type ReceivedMail = { readonly to: readonly string[]; readonly data: string };
export type SmtpSink = { readonly port: number; readonly received: ReceivedMail[]; readonly stop: () => Promise<void> };

/**
 * A mail server for tests that accepts every message over plain SMTP and remembers it, so a test sees what really
 * left the app processes (not just the outbox): EHLO, MAIL, RCPT, DATA, RSET, QUIT; no TLS, no authentication.
 */
export const startSmtpSink = async (): Promise<SmtpSink> => {
  const received: ReceivedMail[] = [];
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.setEncoding('utf8');
    const reply = (line: string) => socket.write(`${line}\r\n`);
    let buffer = '';
    let inData = false;
    let to: string[] = [];
    reply('220 sink.test ESMTP');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          received.push({ to, data: buffer.slice(0, end) });
          buffer = buffer.slice(end + 5);
          inData = false;
          to = [];
          reply('250 2.0.0 queued');
          continue;
        }
        const newline = buffer.indexOf('\r\n');
        if (newline < 0) return;
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'RCPT') to.push(/<([^>]*)>/.exec(line)?.[1] ?? '');
        if (verb === 'RSET' || verb === 'MAIL') to = verb === 'RSET' ? [] : to;
        if (verb === 'DATA') {
          inData = true;
          reply('354 end with <CRLF>.<CRLF>');
        } else if (verb === 'QUIT') {
          reply('221 bye');
          socket.end();
          return;
        } else reply(verb === 'EHLO' || verb === 'HELO' ? '250 sink.test' : '250 OK');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  return {
    port,
    received,
    stop: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
};
