import dgram from 'node:dgram';
import type { AddressInfo } from 'node:net';
import dnsPacket from 'dns-packet';

export type TestDnsServer = {
  /** `host:port`, for SSO_DNS_RESOLVER. */
  readonly address: string;
  /** Serves a TXT record at the name from now on. */
  readonly setTxt: (name: string, value: string) => void;
  readonly stop: () => Promise<void>;
};

/**
 * A small authoritative DNS server over UDP on a loopback port (dns-packet encodes and decodes): TXT questions about
 * the names set are answered with their records, any other question with an empty answer.
 */
export const startDnsServer = async (): Promise<TestDnsServer> => {
  const records = new Map<string, string[]>();
  const socket = dgram.createSocket('udp4');
  socket.on('message', (message, remote) => {
    let query: dnsPacket.Packet;
    try {
      query = dnsPacket.decode(message);
    } catch {
      return;
    }
    const question = query.questions?.[0];
    const texts = question && question.type === 'TXT' ? (records.get(question.name.toLowerCase()) ?? []) : [];
    const answer = dnsPacket.encode({
      type: 'response',
      id: query.id,
      flags: dnsPacket.AUTHORITATIVE_ANSWER | dnsPacket.RECURSION_DESIRED,
      questions: query.questions,
      answers: question
        ? texts.map((data) => ({ type: 'TXT' as const, name: question.name, ttl: 60, class: 'IN' as const, data }))
        : [],
    });
    socket.send(answer, remote.port, remote.address);
  });
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  const { port } = socket.address() as AddressInfo;
  return {
    address: `127.0.0.1:${port}`,
    setTxt: (name, value) => records.set(name.toLowerCase(), [...(records.get(name.toLowerCase()) ?? []), value]),
    stop: () => new Promise<void>((resolve) => socket.close(() => resolve())),
  };
};
