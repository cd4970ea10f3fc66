/** An entry of a dictionary the user picks from (key skills, tags): its id and the title people read. */
export type DictionaryEntry = { readonly id: string; readonly title: string };

/** Splits pasted text into names: commas, semicolons, slashes, bullets and new lines separate them. */
export const splitPasted = (text: string): string[] => [
  ...new Set(
    text
      .split(/[,;\n\r\u2022|]+|\s\/\s/)
      .map((s) => s.replace(/^[\s\-*•.]+|[\s.]+$/g, '').trim())
      .filter((s) => s.length > 0 && s.length <= 100),
  ),
];

const normalise = (s: string) => s.toLowerCase().replace(/\s+/g, ' ').trim();

/** Each pasted name matched to a dictionary entry by its title, ignoring case; the rest are listed as not found. */
export const matchPasted = (
  text: string,
  known: readonly DictionaryEntry[],
): { found: DictionaryEntry[]; notFound: string[] } => {
  const byTitle = new Map(known.map((entry) => [normalise(entry.title), entry]));
  const found: DictionaryEntry[] = [];
  const notFound: string[] = [];
  for (const name of splitPasted(text)) {
    const hit = byTitle.get(normalise(name));
    if (hit) found.push(hit);
    else notFound.push(name);
  }
  return { found, notFound };
};
