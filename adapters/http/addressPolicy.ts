/**
 * Which network addresses the server may connect to when a user names a URL (upload by URL): public unicast only.
 * Pure and exhaustive by construction: an IPv4 address must miss every special-purpose block, an IPv6 address must
 * be global unicast (2000::/3) outside its special blocks, and an IPv6 address that carries an IPv4 address
 * (mapped, compatible, NAT64, 6to4) is judged by that IPv4 address. Anything that does not parse is refused.
 */

type V4 = readonly [number, number, number, number];

const parseV4 = (text: string): V4 | null => {
  const parts = text.split('.');
  if (parts.length !== 4) return null;
  const bytes = parts.map((p) => (/^(0|[1-9]\d{0,2})$/.test(p) ? Number(p) : NaN));
  return bytes.every((b) => Number.isInteger(b) && b >= 0 && b <= 255) ? (bytes as unknown as V4) : null;
};

/** [network, prefix length] blocks of IPv4 that are not the public internet (RFC 6890 and friends). */
const V4_BLOCKED: readonly (readonly [V4, number])[] = [
  [[0, 0, 0, 0], 8], // "this network", unspecified
  [[10, 0, 0, 0], 8], // private
  [[100, 64, 0, 0], 10], // carrier-grade NAT
  [[127, 0, 0, 0], 8], // loopback
  [[169, 254, 0, 0], 16], // link-local (cloud metadata lives here)
  [[172, 16, 0, 0], 12], // private
  [[192, 0, 0, 0], 24], // IETF protocol assignments
  [[192, 0, 2, 0], 24], // documentation
  [[192, 88, 99, 0], 24], // 6to4 relay anycast
  [[192, 168, 0, 0], 16], // private
  [[198, 18, 0, 0], 15], // benchmarking
  [[198, 51, 100, 0], 24], // documentation
  [[203, 0, 113, 0], 24], // documentation
  [[224, 0, 0, 0], 4], // multicast
  [[240, 0, 0, 0], 4], // reserved, and the broadcast address
];

const v4Number = (a: V4) => ((a[0] << 24) >>> 0) + (a[1] << 16) + (a[2] << 8) + a[3];
const inV4Block = (address: V4, [network, prefix]: readonly [V4, number]) => {
  const mask = prefix === 0 ? 0 : (0xffffffff << (32 - prefix)) >>> 0;
  return (v4Number(address) & mask) >>> 0 === (v4Number(network) & mask) >>> 0;
};

export const isPublicIPv4 = (text: string): boolean => {
  const address = parseV4(text);
  return address !== null && !V4_BLOCKED.some((block) => inV4Block(address, block));
};

/** Eight 16-bit groups, or null; accepts `::` compression, an embedded dotted IPv4 tail and a zone (`%eth0`, refused later). */
export const parseV6 = (input: string): number[] | null => {
  let text = input.toLowerCase();
  if (text.startsWith('[') && text.endsWith(']')) text = text.slice(1, -1);
  if (text.includes('%')) return null; // a zone names a local interface: never a public address
  let tail: number[] = [];
  const lastColon = text.lastIndexOf(':');
  if (text.includes('.')) {
    const v4 = parseV4(text.slice(lastColon + 1));
    if (!v4) return null;
    tail = [(v4[0] << 8) | v4[1], (v4[2] << 8) | v4[3]];
    const prefix = text.slice(0, lastColon + 1);
    text = prefix.endsWith('::') ? prefix : prefix.slice(0, -1);
  }
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const groupsOf = (part: string) => (part === '' ? [] : part.split(':'));
  const head = groupsOf(halves[0] ?? '');
  const rest = halves.length === 2 ? groupsOf(halves[1] ?? '') : [];
  const valid = (g: string) => /^[0-9a-f]{1,4}$/.test(g);
  if (![...head, ...rest].every(valid)) return null;
  const explicit = head.length + rest.length + tail.length;
  if (halves.length === 1 && explicit !== 8) return null;
  if (halves.length === 2 && explicit > 7) return null;
  const zeros = halves.length === 2 ? Array(8 - explicit).fill(0) : [];
  return [...head.map((g) => parseInt(g, 16)), ...zeros, ...rest.map((g) => parseInt(g, 16)), ...tail];
};

const v4Of = (hi: number, lo: number) => `${hi >> 8}.${hi & 0xff}.${lo >> 8}.${lo & 0xff}`;

export const isPublicIPv6 = (text: string): boolean => {
  const g = parseV6(text);
  if (!g) return false;
  const [a = 0, b = 0] = g;
  const zerosBefore = (n: number) => g.slice(0, n).every((x) => x === 0);
  // IPv4-mapped (::ffff:0:0/96) and IPv4-compatible (::/96, which also holds :: and ::1): the IPv4 address decides,
  // and the compatible form is deprecated, so it is refused outright.
  if (zerosBefore(5) && g[5] === 0xffff) return isPublicIPv4(v4Of(g[6] ?? 0, g[7] ?? 0));
  if (zerosBefore(6)) return false;
  // NAT64 (64:ff9b::/96 and the local 64:ff9b:1::/48): the IPv4 address behind decides; the local one is refused.
  if (a === 0x64 && b === 0xff9b)
    return g.slice(2, 6).every((x) => x === 0) ? isPublicIPv4(v4Of(g[6] ?? 0, g[7] ?? 0)) : false;
  // 6to4 (2002::/16) carries an IPv4 address in its next 32 bits.
  if (a === 0x2002) return isPublicIPv4(v4Of(b, g[2] ?? 0));
  // Global unicast only: this refuses unique-local fc00::/7, link-local fe80::/10, site-local, multicast ff00::/8, discard 100::/64.
  if ((a & 0xe000) !== 0x2000) return false;
  // Teredo (2001::/32), ORCHID and benchmarking (2001:2::/48, 2001:10::/28, 2001:20::/28), documentation (2001:db8::/32, 3fff::/20).
  if (a === 0x2001 && (b === 0 || b === 0x0db8 || b === 2 || (b & 0xfff0) === 0x10 || (b & 0xfff0) === 0x20))
    return false;
  if (a === 0x3fff && (b & 0xf000) === 0) return false;
  return true;
};

/** True only for an IPv4 or IPv6 address on the public internet; hostnames and anything else are false. */
export const isPublicAddress = (address: string): boolean =>
  address.includes(':') || address.startsWith('[') ? isPublicIPv6(address) : isPublicIPv4(address);
