import sharp from 'sharp';

/** Larger than any photo, logo or screenshot we show; a header declaring more is a decompression bomb. */
export const maxImagePixels = 40_000_000;

/**
 * The image drawn again from its pixels, in its own format: metadata (EXIF with GPS positions, comments) and
 * anything hidden around the image data (a ZIP or HTML tail of a polyglot file) do not survive. The EXIF
 * orientation is applied first, so a portrait stays upright. Null when the pixels cannot be decoded within
 * `maxImagePixels`: a truncated, damaged or bomb-sized image.
 */
export const reencodeImage = async (bytes: Uint8Array, ext: 'png' | 'jpg'): Promise<Uint8Array | null> => {
  try {
    const image = sharp(bytes, { limitInputPixels: maxImagePixels, failOn: 'truncated' }).rotate();
    const output =
      ext === 'png'
        ? await image.png({ compressionLevel: 9 }).toBuffer()
        : await image.jpeg({ quality: 90 }).toBuffer();
    return new Uint8Array(output);
  } catch {
    return null;
  }
};
