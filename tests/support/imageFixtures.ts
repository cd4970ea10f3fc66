import { encodePng, pngChunk } from '../../adapters/files/pngEncoder';

/** Real images made in code for upload tests: PNGs of any exact size, damaged headers, and a small baseline JPEG. */

/** A width x height PNG with a diagonal colour gradient. */
export const gradientPng = (width = 32, height = 24): Buffer => {
  const rgb = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) rgb.set([(x * 255) / width, (y * 255) / height, 160], (y * width + x) * 3);
  return encodePng(width, height, rgb);
};

/** A valid PNG of exactly `size` bytes: a text chunk (which decoders skip) takes up the rest. */
export const pngOfExactSize = (size: number): Buffer => {
  const plain = gradientPng(16, 16);
  const keyword = Buffer.from('Comment\0', 'latin1');
  const fill = size - plain.length - 12 - keyword.length;
  if (fill < 0) throw new Error(`a PNG cannot be as small as ${size} bytes`);
  return withChunk(plain, pngChunk('tEXt', Buffer.concat([keyword, Buffer.alloc(fill, 0x61)])));
};

/** Inserts a chunk just before IEND. */
const withChunk = (png: Buffer, chunk: Buffer): Buffer =>
  Buffer.concat([png.subarray(0, png.length - 12), chunk, png.subarray(png.length - 12)]);

/** A PNG whose IHDR says width 0 (and whose CRC no longer matches): the signature is right, the header is not. */
export const pngWithCorruptHeader = (): Buffer => {
  const png = Buffer.from(gradientPng());
  png.writeUInt32BE(0, 16);
  return png;
};

/** A JPEG that stops before any frame header: it starts like a JPEG but has no dimensions to read. */
export const jpegWithoutFrame = (): Buffer =>
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, ...Buffer.from('JFIF\0'), 1, 1, 0, 0, 1, 0, 1, 0, 0, 0xff, 0xd9]);

/**
 * A baseline greyscale JPEG, width and height multiples of 8, each 8x8 block one shade (only DC coefficients,
 * with the standard luminance DC table and an AC table holding only end-of-block).
 */
export const blockJpeg = (
  width = 32,
  height = 16,
  shade: (bx: number, by: number) => number = (bx, by) => 40 + ((bx * 37 + by * 71) % 180),
): Buffer => {
  if (width % 8 || height % 8) throw new Error('width and height must be multiples of 8');
  const segment = (marker: number, body: number[]) => [
    0xff,
    marker,
    (body.length + 2) >> 8,
    (body.length + 2) & 0xff,
    ...body,
  ];
  const dcBits = [0, 1, 5, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0];
  const dcValues = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11];
  // Canonical Huffman codes from the counts per length, as decoders build them.
  const dcCodes = new Map<number, { code: number; length: number }>();
  let code = 0;
  let k = 0;
  dcBits.forEach((count, i) => {
    for (let n = 0; n < count; n++) dcCodes.set(dcValues[k++] as number, { code: code++, length: i + 1 });
    code <<= 1;
  });

  const bits: number[] = [];
  const put = (value: number, length: number) => {
    for (let i = length - 1; i >= 0; i--) bits.push((value >> i) & 1);
  };
  let previous = 0;
  for (let by = 0; by < height / 8; by++)
    for (let bx = 0; bx < width / 8; bx++) {
      const dc = 8 * (Math.round(shade(bx, by)) - 128); // DCT of a flat block, quantised by 1
      const diff = dc - previous;
      previous = dc;
      const category = diff === 0 ? 0 : Math.floor(Math.log2(Math.abs(diff))) + 1;
      const { code: c, length } = dcCodes.get(category) as { code: number; length: number };
      put(c, length);
      if (category > 0) put(diff > 0 ? diff : diff + (1 << category) - 1, category);
      put(0, 1); // end of block: the only AC code, '0'
    }
  while (bits.length % 8) bits.push(1);
  const scan: number[] = [];
  for (let i = 0; i < bits.length; i += 8) {
    const byte = bits.slice(i, i + 8).reduce((acc, b) => (acc << 1) | (b as number), 0);
    scan.push(byte);
    if (byte === 0xff) scan.push(0x00);
  }
  return Buffer.from([
    0xff,
    0xd8,
    ...segment(0xe0, [...Buffer.from('JFIF\0'), 1, 1, 0, 0, 1, 0, 1, 0, 0]),
    ...segment(0xdb, [0x00, ...new Array<number>(64).fill(1)]),
    ...segment(0xc0, [8, height >> 8, height & 0xff, width >> 8, width & 0xff, 1, 1, 0x11, 0]),
    ...segment(0xc4, [0x00, ...dcBits, ...dcValues]),
    ...segment(0xc4, [0x10, 1, ...new Array<number>(15).fill(0), 0x00]),
    ...segment(0xda, [1, 1, 0x00, 0, 63, 0]),
    ...scan,
    0xff,
    0xd9,
  ]);
};
