/** A file's size as people read it: 840 bytes, 12 KB, 3.4 MB. */
export const formatFileSize = (bytes: number): string => {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1_048_576) return `${Math.round(bytes / 1024)} KB`;
  const mb = bytes / 1_048_576;
  return `${mb < 10 ? mb.toFixed(1).replace(/\.0$/, '') : Math.round(mb)} MB`;
};
