/** Sentences a manager reads about what changed between two versions of an item; cards and solutions word theirs with these. */

export const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/** "Key skills: added Go; removed Java", or null when the lists hold the same items. */
export const listChange = (label: string, before: readonly string[], after: readonly string[]): string | null => {
  const added = after.filter((item) => !before.includes(item));
  const removed = before.filter((item) => !after.includes(item));
  if (added.length === 0 && removed.length === 0) return null;
  const parts = [
    added.length > 0 ? `added ${added.join(', ')}` : null,
    removed.length > 0 ? `removed ${removed.join(', ')}` : null,
  ].filter(Boolean);
  return `${label}: ${parts.join('; ')}`;
};

/** "Grade: Middle → Senior", or null when it did not change. */
export const valueChange = (label: string, before: string, after: string): string | null =>
  before === after ? null : `${label}: ${before || 'empty'} → ${after || 'empty'}`;

/** The lines that say something, or the one that says nothing changed. */
export const changeLinesOf = (changes: readonly (string | null)[]): string[] => {
  const lines = changes.filter((line): line is string => line !== null);
  return lines.length > 0 ? lines : ['No changes in the content'];
};
