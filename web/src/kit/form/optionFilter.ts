import type { ComboboxItem, ComboboxParsedItem, OptionsFilter } from '@mantine/core';

const isGroup = (item: ComboboxParsedItem): item is { group: string; items: ComboboxItem[] } => 'group' in item;

/** How well a label answers the typed text: the label itself, then a label that starts with it, a word that does, any part. */
const rankOf = (label: string, search: string): number => {
  const text = label.toLowerCase();
  if (text === search) return 0;
  if (text.startsWith(search)) return 1;
  if (text.split(/[\s\-/(]+/).some((word) => word.startsWith(search))) return 2;
  return text.includes(search) ? 3 : -1;
};

const ranked = (items: readonly ComboboxItem[], search: string): ComboboxItem[] =>
  items
    .map((item, index) => ({ item, index, rank: rankOf(item.label, search) }))
    .filter((entry) => entry.rank >= 0)
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map((entry) => entry.item);

/**
 * The kit's filter for every searchable select: exact matches first, then the labels that start with the text, then
 * the rest that contain it, each in the list's own order. Typing 'Interview' offers 'Interview' before 'Interview with
 * HR', and 'Guinea' offers Guinea before Equatorial Guinea.
 */
export const exactFirstFilter: OptionsFilter = ({ options, search, limit }) => {
  const typed = search.trim().toLowerCase();
  if (typed === '') return options.slice(0, limit);
  const result: ComboboxParsedItem[] = [];
  let left = limit;
  for (const option of options) {
    if (left <= 0) break;
    if (isGroup(option)) {
      const items = ranked(option.items, typed).slice(0, left);
      if (items.length > 0) result.push({ group: option.group, items });
      left -= items.length;
    }
  }
  const plain = options.filter((option): option is ComboboxItem => !isGroup(option));
  return [...ranked(plain, typed).slice(0, left), ...result];
};
