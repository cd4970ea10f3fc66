import type { Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { plainErrorEnvelope } from '../rest/envelope';

/**
 * Requests Node's HTTP parser refuses before the app sees them (an address or headers beyond its 16 KB limit,
 * broken HTTP) are answered in the error envelope too, instead of Node's bare status line.
 */
export const answerClientErrors = (server: Server): void => {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
    const [status, reason, code, message] = tooLarge
      ? [431, 'Request Header Fields Too Large', 'request.headers_too_large', 'The address or the headers are too long']
      : [400, 'Bad Request', 'request.invalid', 'The request is not valid HTTP'];
    const body = JSON.stringify(plainErrorEnvelope(message, code));
    socket.end(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  });
};
