import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CategoryKind } from '../../../../domain/reference/category';
import { appCodeOf, useTRPC, type RouterInputs, type RouterOutputs } from '../../app/trpc';
import { notify, notifyError } from '../../app/notify';

export type EditorTree = RouterOutputs['reference']['categoryEditorTree'];
export type EditorCategory = EditorTree['categories'][number]['children'][number];
type EditAnswer = RouterOutputs['reference']['createCategory'];

/** Every edit but create names an existing category; the tree version is added here, from the tree on screen. */
type Unversioned<Input> = Omit<Input, 'version'>;
export type CategoryEdits = {
  readonly create: (input: Unversioned<RouterInputs['reference']['createCategory']>) => Promise<EditAnswer>;
  readonly update: (input: Unversioned<RouterInputs['reference']['updateCategory']>) => Promise<EditAnswer>;
  readonly reorder: (input: Unversioned<RouterInputs['reference']['reorderCategory']>) => Promise<EditAnswer>;
  readonly move: (input: Unversioned<RouterInputs['reference']['moveCategory']>) => Promise<EditAnswer>;
  readonly changeActive: (input: Unversioned<RouterInputs['reference']['changeCategoryActive']>) => Promise<EditAnswer>;
  readonly remove: (input: Unversioned<RouterInputs['reference']['deleteCategory']>) => Promise<EditAnswer>;
  /** Some edit is on its way: the tree waits for its answer before the next. */
  readonly busy: boolean;
};

/**
 * One tree of the editor and its edits. Each edit sends the version of the tree on screen (a tree someone else
 * changed meanwhile answers 409, and the tree reloads) and its answer replaces the tree, so the screen shows the
 * server's order at once; the public lists other pages cached are dropped.
 */
export const useCategoryEditor = (kind: CategoryKind) => {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const treeQuery = useQuery(trpc.reference.categoryEditorTree.queryOptions({ type: kind }));
  const history = useQuery(trpc.reference.categoryHistory.queryOptions({ type: kind }));
  const version = treeQuery.data?.version;

  const settle = (answer: EditAnswer, message: string) => {
    queryClient.setQueryData(trpc.reference.categoryEditorTree.queryKey({ type: kind }), answer.tree);
    void queryClient.invalidateQueries({ queryKey: trpc.reference.categoryHistory.queryKey({ type: kind }) });
    void queryClient.invalidateQueries({ queryKey: trpc.reference.categoryTree.pathKey() });
    void queryClient.invalidateQueries({ queryKey: trpc.reference.categories.pathKey() });
    notify({ kind: 'success', message, requestPath: 'reference.categoryEdit' });
  };
  const refuse = (error: unknown) => {
    if (appCodeOf(error) === 'category.tree_changed') void treeQuery.refetch();
  };

  const create = useMutation(trpc.reference.createCategory.mutationOptions());
  const update = useMutation(trpc.reference.updateCategory.mutationOptions());
  const reorder = useMutation(trpc.reference.reorderCategory.mutationOptions());
  const move = useMutation(trpc.reference.moveCategory.mutationOptions());
  const changeActive = useMutation(trpc.reference.changeCategoryActive.mutationOptions());
  const remove = useMutation(trpc.reference.deleteCategory.mutationOptions());

  /** Runs an edit; form dialogs get the refusal back to show at their fields, buttons show it as a notice. */
  const run =
    <Input>(
      mutation: { mutateAsync: (input: Input & { version?: number }) => Promise<EditAnswer> },
      message: (answer: EditAnswer) => string,
      toastRefusal: boolean,
    ) =>
    async (input: Input): Promise<EditAnswer> => {
      try {
        const answer = await mutation.mutateAsync({ ...input, ...(version === undefined ? {} : { version }) });
        settle(answer, message(answer));
        return answer;
      } catch (error) {
        refuse(error);
        if (toastRefusal) notifyError(error, 'reference.categoryEdit');
        throw error;
      }
    };

  const titleOf = (answer: EditAnswer) => {
    const found = answer.tree.categories.flatMap((c) => [c, ...c.children]).find((c) => c.id === answer.categoryId);
    return found ? `"${found.title}"` : 'The category';
  };

  const edits: CategoryEdits = {
    create: run(create, (a) => `${titleOf(a)} added`, false),
    update: run(update, () => 'Data changed successfully', false),
    reorder: run(reorder, (a) => `${titleOf(a)} moved`, true),
    move: run(move, (a) => `${titleOf(a)} moved`, false),
    changeActive: run(
      changeActive,
      (a) => {
        const found = a.tree.categories.flatMap((c) => [c, ...c.children]).find((c) => c.id === a.categoryId);
        return `${titleOf(a)} ${found?.isActive ? 'shown' : 'hidden'}`;
      },
      true,
    ),
    remove: run(remove, () => 'Category deleted', false),
    busy: [create, update, reorder, move, changeActive, remove].some((m) => m.isPending),
  };

  return { tree: treeQuery, history, edits };
};
