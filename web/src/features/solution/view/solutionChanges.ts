import type { SolutionContent } from '../../../../../domain/solution/solution.content';
import { changeLinesOf, listChange, same, valueChange } from '../../../kit/history/changes';

const countChange = (label: string, before: readonly string[], after: readonly string[]): string | null => {
  const added = after.filter((id) => !before.includes(id)).length;
  const removed = before.filter((id) => !after.includes(id)).length;
  if (added === 0 && removed === 0)
    return before.length === after.length && !same(before, after) ? `${label}: reordered` : null;
  return `${label}: ${[added > 0 ? `${added} added` : null, removed > 0 ? `${removed} removed` : null].filter(Boolean).join(', ')}`;
};

/** What changed in a solution between two versions, as sentences a manager reads. */
export const describeSolutionChanges = (
  before: SolutionContent,
  after: SolutionContent,
  categoryTitleOf: (id: string) => string | null,
): string[] => {
  const category = (id: string) => categoryTitleOf(id) ?? 'a category no longer offered';
  return changeLinesOf([
    valueChange('Title', before.title, after.title),
    valueChange('Website', before.link, after.link),
    listChange('Categories', before.categories.map(category), after.categories.map(category)),
    before.description === after.description ? null : 'Description rewritten',
    valueChange('Contact e-mail', before.contactEmail, after.contactEmail),
    before.logoId === after.logoId ? null : 'Logo changed',
    countChange('Screenshots', before.screenshotIds, after.screenshotIds),
    listChange('Video links', before.videoLinks, after.videoLinks),
  ]);
};
