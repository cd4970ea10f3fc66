import { crc32, deflateSync } from 'node:zlib';

/** A small PNG encoder (8-bit RGB, no interlace) for generated images: demo avatars and test fixtures. */
export const pngChunk = (type: string, data: Uint8Array): Buffer => {
  const chunk = Buffer.alloc(12 + data.length);
  chunk.writeUInt32BE(data.length, 0);
  chunk.write(type, 4, 'latin1');
  Buffer.from(data.buffer, data.byteOffset, data.byteLength).copy(chunk, 8);
  chunk.writeUInt32BE(crc32(chunk.subarray(4, 8 + data.length)), 8 + data.length);
  return chunk;
};

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** `rgb` holds width x height pixels, three bytes each, row by row. */
export const encodePng = (
  width: number,
  height: number,
  rgb: Uint8Array,
  extraChunks: readonly Buffer[] = [],
): Buffer => {
  if (rgb.length !== width * height * 3)
    throw new Error(`expected ${width * height * 3} bytes of RGB, got ${rgb.length}`);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, truecolour, deflate, adaptive filtering, no interlace
  const stride = width * 3;
  const raw = Buffer.alloc((stride + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (stride + 1);
    raw[row] = 1; // 'Sub' filter: smooth gradients compress well
    for (let x = 0; x < stride; x++) {
      const current = rgb[y * stride + x] as number;
      const left = x >= 3 ? (rgb[y * stride + x - 3] as number) : 0;
      raw[row + 1 + x] = (current - left) & 0xff;
    }
  }
  return Buffer.concat([
    SIGNATURE,
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(raw, { level: 6 })),
    ...extraChunks,
    pngChunk('IEND', new Uint8Array(0)),
  ]);
};
