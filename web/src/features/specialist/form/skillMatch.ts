/** Splits pasted text into skill names: commas, semicolons, slashes, bullets and new lines separate them. */
export const splitSkills = (text: string): string[] =>
  [...new Set(text.split(/[,;\n\r\u2022|]+|\s\/\s/).map((s) => s.replace(/^[\s\-*•.]+|[\s.]+$/g, '').trim()).filter((s) => s.length > 0 && s.length <= 100))];

const normalise = (s: string) => s.toLowerCase().replace(/\s+/g, ' ').trim();

/** Each pasted name matched to a known skill by its title, ignoring case; the rest are listed as not found. */
export const matchSkills = (text: string, known: readonly { id: string; title: string }[]) => {
  const byTitle = new Map(known.map((k) => [normalise(k.title), k]));
  const found: { id: string; title: string }[] = [];
  const notFound: string[] = [];
  for (const name of splitSkills(text)) {
    const hit = byTitle.get(normalise(name));
    if (hit) found.push(hit);
    else notFound.push(name);
  }
  return { found, notFound };
};
