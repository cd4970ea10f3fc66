/**
 * The sizes a ZIP container (a DOCX) says its entries unpack to, read from its central directory without
 * unpacking anything: enough to refuse a zip bomb before a library inflates it. Null when the directory cannot be
 * read, or uses ZIP64 (a CV never needs it).
 */
export type ZipSummary = {
  readonly entries: number;
  readonly unpackedBytes: number;
  readonly largestEntryBytes: number;
};

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const ZIP64_MARKER = 0xffffffff;

export const zipSummaryOf = (bytes: Uint8Array): ZipSummary | null => {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // The end record sits in the last 22 bytes plus a comment of at most 65,535.
  let end = -1;
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 22 - 65_535); at--) {
    if (view.getUint32(at, true) === END_OF_DIRECTORY) {
      end = at;
      break;
    }
  }
  if (end < 0) return null;
  const entries = view.getUint16(end + 10, true);
  const directoryOffset = view.getUint32(end + 16, true);
  if (directoryOffset === ZIP64_MARKER || directoryOffset >= bytes.length) return null;
  let at = directoryOffset;
  let unpackedBytes = 0;
  let largestEntryBytes = 0;
  for (let i = 0; i < entries; i++) {
    if (at + 46 > bytes.length || view.getUint32(at, true) !== DIRECTORY_ENTRY) return null;
    const unpacked = view.getUint32(at + 24, true);
    if (unpacked === ZIP64_MARKER) return null;
    unpackedBytes += unpacked;
    largestEntryBytes = Math.max(largestEntryBytes, unpacked);
    at += 46 + view.getUint16(at + 28, true) + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
  }
  return { entries, unpackedBytes, largestEntryBytes };
};
