/** What a solution card says, as the agency wrote it. Files are named by id; the read models give their urls. */
export type SolutionContent = {
  readonly title: string;
  /** The solution's website; empty when there is none. */
  readonly link: string;
  /** Ids of solution categories (the `solution` category tree). */
  readonly categories: readonly string[];
  readonly description: string;
  readonly contactEmail: string;
  readonly logoId: string | null;
  readonly screenshotIds: readonly string[];
  readonly videoLinks: readonly string[];
};

export const emptySolutionContent: SolutionContent = {
  title: '',
  link: '',
  categories: [],
  description: '',
  contactEmail: '',
  logoId: null,
  screenshotIds: [],
  videoLinks: [],
};

/** The catalogue card's teaser: the first paragraph, cut at a word to at most `max` characters with an ellipsis. */
export const shortDescriptionOf = (description: string, max = 200): string => {
  const firstParagraph = description.trim().split(/\n\s*\n/)[0] ?? '';
  const flat = firstParagraph.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const atWord = cut.lastIndexOf(' ') > max / 2 ? cut.slice(0, cut.lastIndexOf(' ')) : cut;
  return `${atWord.replace(/[\s.,;:!?-]+$/, '')}…`;
};
