import { Button, Checkbox, Skeleton, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { ErrorState } from '../../../kit/ErrorState';
import type { SolutionCategoryNode } from '../useSolutionCategories';

type Props = {
  readonly tree: readonly SolutionCategoryNode[] | undefined;
  readonly loading: boolean;
  readonly error: string | null;
  readonly onRetry: () => void;
  /** Whether a category is chosen (the address may name it by id or by slug). */
  readonly isChosen: (node: SolutionCategoryNode) => boolean;
  readonly onToggle: (node: SolutionCategoryNode, chosen: boolean) => void;
  readonly onReset: () => void;
};

const CategoryBox = ({
  node,
  isChosen,
  onToggle,
}: {
  readonly node: SolutionCategoryNode;
  readonly isChosen: Props['isChosen'];
  readonly onToggle: Props['onToggle'];
}) => (
  <Checkbox
    checked={isChosen(node)}
    onChange={(event) => onToggle(node, event.currentTarget.checked)}
    label={
      <>
        {node.title}{' '}
        <Text span c="dimmed" size="sm">
          ({node.publishedSolutionsCount})
        </Text>
      </>
    }
  />
);

/** The catalogue's category filter: the solution category tree with published counts, as checkboxes. */
export const SolutionCategoryFilter = ({ tree, loading, error, onRetry, isChosen, onToggle, onReset }: Props) => {
  const headingId = useId();
  const anyChosen = (tree ?? []).some((n) => isChosen(n) || n.children.some(isChosen));
  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Text fw={600} id={headingId}>
        Categories
      </Text>
      {loading ? (
        <Stack gap="xs" role="status" aria-busy="true" aria-label="Loading categories">
          {Array.from({ length: 8 }, (_, i) => (
            <Skeleton key={i} height={18} width={i % 2 ? '70%' : '90%'} />
          ))}
        </Stack>
      ) : error ? (
        <ErrorState message={error} onRetry={onRetry} />
      ) : (tree ?? []).length === 0 ? (
        <Text size="sm" c="dimmed">
          No categories yet.
        </Text>
      ) : (
        <Stack gap={8} role="group" aria-labelledby={headingId}>
          {(tree ?? []).map((node) => (
            <Stack key={node.id} gap={6}>
              <CategoryBox node={node} isChosen={isChosen} onToggle={onToggle} />
              {node.children.length > 0 ? (
                <Stack gap={6} pl="lg">
                  {node.children.map((child) => (
                    <CategoryBox key={child.id} node={child} isChosen={isChosen} onToggle={onToggle} />
                  ))}
                </Stack>
              ) : null}
            </Stack>
          ))}
        </Stack>
      )}
      {anyChosen ? (
        <Button variant="subtle" size="xs" w="fit-content" onClick={onReset}>
          Reset categories
        </Button>
      ) : null}
    </Stack>
  );
};
