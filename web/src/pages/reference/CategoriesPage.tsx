import { Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { CategoryKind } from '../../../../domain/reference/category';
import { errorMessageOf } from '../../app/notify';
import { CategoryHistory } from '../../features/reference/CategoryHistory';
import type { CategoryFormTarget } from '../../features/reference/CategoryFormDialog';
import { CategoryTreeEditor } from '../../features/reference/CategoryTreeEditor';
import { useCategoryEditor } from '../../features/reference/useCategoryEditor';
import { EmptyList } from '../../kit/EmptyList';
import { ErrorState } from '../../kit/ErrorState';
import { ListPage } from '../../kit/list/ListPage';
import { LoadingState } from '../../kit/LoadingState';

const trees = [
  { value: 'specialist', label: 'Specialist categories' },
  { value: 'solution', label: 'Solution categories' },
] as const satisfies readonly { value: CategoryKind; label: string }[];

/** /manager/categories: the specialist and solution category trees, one at a time (`?type=solution` in the address). */
export const CategoriesPage = () => {
  const [params, setParams] = useSearchParams();
  const kind: CategoryKind = params.get('type') === 'solution' ? 'solution' : 'specialist';
  const { tree, history, edits } = useCategoryEditor(kind);
  const [adding, setAdding] = useState<CategoryFormTarget | null>(null);
  const label = trees.find((t) => t.value === kind)?.label ?? 'Categories';

  return (
    <ListPage
      title="Categories"
      actions={
        <Button onClick={() => setAdding({ mode: 'add', parent: null })} disabled={!tree.data}>
          Add category
        </Button>
      }
      tabs={{
        label: 'Category trees',
        tabs: trees,
        value: kind,
        onChange: (next) => {
          setAdding(null);
          setParams(next === 'specialist' ? {} : { type: next }, { replace: true });
        },
      }}
    >
      <Stack gap="lg">
        <Text size="sm" c="dimmed" maw={720}>
          Hidden categories leave the public catalogue, its filters and the editors' lists; cards and solutions that
          have one keep it. A category something uses cannot be deleted: hide it instead.
        </Text>
        {tree.isPending ? (
          <LoadingState rows={12} label={`Loading ${label.toLowerCase()}`} />
        ) : tree.isError ? (
          <ErrorState message={errorMessageOf(tree.error)} onRetry={() => void tree.refetch()} />
        ) : tree.data.categories.length === 0 ? (
          <>
            <EmptyList
              title="No categories yet"
              description="Add the first category of this tree."
              action={<Button onClick={() => setAdding({ mode: 'add', parent: null })}>Add category</Button>}
            />
            <CategoryTreeEditor tree={tree.data} label={label} edits={edits} adding={adding} onAdding={setAdding} />
          </>
        ) : (
          <CategoryTreeEditor tree={tree.data} label={label} edits={edits} adding={adding} onAdding={setAdding} />
        )}
        <CategoryHistory query={history} />
      </Stack>
    </ListPage>
  );
};
