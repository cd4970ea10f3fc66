/** PDF names that make a reader run something: scripts, launched programs, embedded files, rich media, forms. */
const activeNames = ['/JavaScript', '/JS', '/Launch', '/EmbeddedFile', '/RichMedia', '/XFA', '/AA'];

/**
 * Whether a PDF asks its reader to run anything. A CV is text and pictures; anything active is refused. Names are
 * compared after undoing `#xx` escapes (`/J#61vaScript`). Names inside compressed object streams are not seen: the
 * CV is only ever read by our text extractor, which runs nothing, so this guards the people who download it.
 */
export const pdfHasActiveContent = (bytes: Uint8Array): boolean => {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
    .toString('latin1')
    .replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return activeNames.some((name) => new RegExp(`${name.replace('/', '\\/')}(?![A-Za-z0-9])`).test(text));
};
