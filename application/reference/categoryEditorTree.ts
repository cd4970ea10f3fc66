import type { Category, CategoryUsage } from '../../domain/reference/category';
import { unused } from '../../domain/reference/category';
import { allowedCategoryActions, childrenCount, moveTargetsOf, siblingsOf } from '../../domain/reference/categoryTree';
import type { CategoryEditorTreeOutput, EditorCategoryOutput } from './schemas';
import type { StoredCategoryTree } from './referencePorts';

/** The tree as the editor shows it: tops in order with their subcategories, each with what uses it and what may be done. */
export const editorTreeOf = (
  tree: StoredCategoryTree,
  usage: ReadonlyMap<string, CategoryUsage>,
): CategoryEditorTreeOutput => {
  const { categories } = tree;
  const nodeOf = (category: Category, parentVisible: boolean): EditorCategoryOutput => {
    const used = usage.get(category.id) ?? unused;
    return {
      id: category.id,
      slug: category.slug,
      title: category.title,
      parentId: category.parentId,
      sortOrder: category.sortOrder,
      isActive: category.isActive,
      visible: category.isActive && parentVisible,
      usage: {
        cards: used.cards,
        solutions: used.solutions,
        specializations: used.specializations,
        subcategories: childrenCount(categories, category.id),
      },
      allowedActions: allowedCategoryActions(categories, category.id, used),
      moveTargets: moveTargetsOf(categories, category.id),
    };
  };
  return {
    kind: tree.kind,
    version: tree.version,
    categories: siblingsOf(categories, null).map((top) => ({
      ...nodeOf(top, true),
      children: siblingsOf(categories, top.id).map((child) => nodeOf(child, top.isActive)),
    })),
  };
};
