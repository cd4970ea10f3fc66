import { crc32 } from 'node:zlib';

/**
 * Width and height from the header of a PNG or JPEG, checked the way a decoder would start: a PNG's first chunk
 * must be a well-formed IHDR with a matching CRC, a JPEG must reach a frame header before its image data.
 */
export type ImageSize = { readonly width: number; readonly height: number };

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** Bit depths each PNG colour type allows. */
const PNG_DEPTHS: Record<number, readonly number[]> = {
  0: [1, 2, 4, 8, 16],
  2: [8, 16],
  3: [1, 2, 4, 8],
  4: [8, 16],
  6: [8, 16],
};
const MAX_SIDE = 30_000;

export const isPngSignature = (bytes: Uint8Array) => bytes.length >= 8 && PNG_SIGNATURE.every((b, i) => bytes[i] === b);
export const isJpegSignature = (bytes: Uint8Array) =>
  bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;

export const pngSize = (bytes: Uint8Array): ImageSize | null => {
  if (!isPngSignature(bytes) || bytes.length < 8 + 25) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const length = view.getUint32(8);
  const type = String.fromCharCode(...bytes.subarray(12, 16));
  if (length !== 13 || type !== 'IHDR') return null;
  if (crc32(bytes.subarray(12, 29)) !== view.getUint32(29)) return null;
  const width = view.getUint32(16);
  const height = view.getUint32(20);
  const depth = bytes[24] as number;
  const colour = bytes[25] as number;
  const [compression, filter, interlace] = [bytes[26], bytes[27], bytes[28]];
  if (width < 1 || height < 1 || width > MAX_SIDE || height > MAX_SIDE) return null;
  if (!PNG_DEPTHS[colour]?.includes(depth) || compression !== 0 || filter !== 0 || (interlace !== 0 && interlace !== 1))
    return null;
  return { width, height };
};

/** Start-of-frame markers (baseline, progressive, lossless...), not DHT (C4), JPG (C8) or DAC (CC). */
const isFrameMarker = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

export const jpegSize = (bytes: Uint8Array): ImageSize | null => {
  if (!isJpegSignature(bytes)) return null;
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1] as number;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2; // markers without a length
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return null; // end of image or scan data before any frame header
    const length = ((bytes[at + 2] as number) << 8) | (bytes[at + 3] as number);
    if (length < 2 || at + 2 + length > bytes.length) return null;
    if (isFrameMarker(marker)) {
      if (length < 8) return null;
      const height = ((bytes[at + 5] as number) << 8) | (bytes[at + 6] as number);
      const width = ((bytes[at + 7] as number) << 8) | (bytes[at + 8] as number);
      const components = bytes[at + 9] as number;
      if (width < 1 || height < 1 || ![1, 3, 4].includes(components) || length !== 8 + 3 * components) return null;
      return { width, height };
    }
    at += 2 + length;
  }
  return null;
};
