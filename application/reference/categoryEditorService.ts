import { changeCategoryActive } from './commands/changeCategoryActive';
import { createCategory } from './commands/createCategory';
import { deleteCategory } from './commands/deleteCategory';
import { moveCategory } from './commands/moveCategory';
import { reorderCategory } from './commands/reorderCategory';
import { updateCategory } from './commands/updateCategory';
import { getCategoryEditorTree } from './queries/getCategoryEditorTree';
import { listCategoryHistory } from './queries/listCategoryHistory';
import type { CategoryEditorDeps } from './referencePorts';

/** The managers' category editor bound to its store, for the transports. */
export const categoryEditorService = (deps: CategoryEditorDeps) => ({
  tree: getCategoryEditorTree(deps),
  history: listCategoryHistory(deps),
  create: createCategory(deps),
  update: updateCategory(deps),
  reorder: reorderCategory(deps),
  move: moveCategory(deps),
  changeActive: changeCategoryActive(deps),
  delete: deleteCategory(deps),
});
export type CategoryEditorService = ReturnType<typeof categoryEditorService>;
