import { err, ok, type Result } from 'neverthrow';
import type { Actor } from '../../shared/actor';
import type { AppError } from '../../shared/appError';
import { parse } from '../../shared/parse';
import { asCategoryEditor } from '../policies';
import type { CategoryEditorDeps, CategoryHistoryEntry } from '../referencePorts';
import { CategoryHistoryInput, type CategoryHistoryOutput } from '../schemas';

export const CATEGORY_HISTORY_LIMIT = 30;

const text = (value: unknown): string => (value === null || value === undefined ? '—' : String(value));

/** An audit row in words: "Backend -> Back end", "place 3 -> 1", "hidden". */
const changeOf = (entry: CategoryHistoryEntry, titleOf: (id: unknown) => string): string => {
  const d = entry.details;
  switch (entry.action) {
    case 'category.created':
      return d.parentId ? `added under ${titleOf(d.parentId)}` : 'added as a top category';
    case 'category.renamed':
    case 'category.slug_changed':
      return `${text(d.from)} → ${text(d.to)}`;
    case 'category.reordered':
      return `place ${text(d.from)} → ${text(d.to)}`;
    case 'category.moved':
      return `${d.fromParentId ? titleOf(d.fromParentId) : 'top level'} → ${d.toParentId ? titleOf(d.toParentId) : 'top level'}`;
    case 'category.hidden':
      return 'hidden';
    case 'category.shown':
      return 'shown';
    case 'category.deleted':
      return 'deleted';
    default:
      return entry.action;
  }
};

/** The latest changes of one tree, newest first, with who made them (and the manager acting as them). */
export const listCategoryHistory =
  (deps: CategoryEditorDeps) =>
  async (actor: Actor | null, raw: unknown): Promise<Result<CategoryHistoryOutput, AppError>> => {
    const caller = asCategoryEditor(actor);
    if (caller.isErr()) return err(caller.error);
    const input = parse(CategoryHistoryInput, raw ?? {});
    if (input.isErr()) return err(input.error);
    const [entries, tree] = await Promise.all([
      deps.categories.history(input.value.type, CATEGORY_HISTORY_LIMIT),
      deps.categories.readTree(input.value.type),
    ]);
    const titles = new Map(tree.categories.map((c) => [c.id, c.title]));
    const titleOf = (id: unknown) => titles.get(String(id)) ?? 'a deleted category';
    return ok(
      entries.map((entry) => ({
        at: entry.at.toISOString(),
        action: entry.action,
        categoryId: entry.subjectId,
        title: text(entry.details.title),
        change: changeOf(entry, titleOf),
        actorName: entry.actorName,
        emulatedByName: entry.emulatedByName,
      })),
    );
  };
