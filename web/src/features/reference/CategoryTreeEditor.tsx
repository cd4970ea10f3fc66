import { ActionIcon, Badge, Box, Button, Group, Menu, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { ConfirmDialog } from '../../kit/moderation/ConfirmDialog';
import { CategoryFormDialog, type CategoryFormTarget } from './CategoryFormDialog';
import { MoveCategoryDialog } from './MoveCategoryDialog';
import type { CategoryEdits, EditorCategory, EditorTree } from './useCategoryEditor';
import { countOf } from '../../kit/plural';

const plural = countOf;

/** What uses a category, in words: "3 cards · 1 role · 2 subcategories", or "Not used". */
export const usageText = ({ usage }: EditorCategory): string => {
  const parts = [
    usage.cards > 0 ? plural(usage.cards, 'card', 'cards') : null,
    usage.solutions > 0 ? plural(usage.solutions, 'solution', 'solutions') : null,
    usage.specializations > 0 ? plural(usage.specializations, 'role', 'roles') : null,
    usage.subcategories > 0 ? plural(usage.subcategories, 'subcategory', 'subcategories') : null,
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : 'Not used';
};

const unavailable = (off: boolean) => (off ? { 'data-disabled': true, 'aria-disabled': true } : {});

type RowProps = {
  readonly category: EditorCategory;
  readonly edits: CategoryEdits;
  readonly onEdit: (target: CategoryFormTarget) => void;
  readonly onMove: (category: EditorCategory) => void;
  readonly onDelete: (category: EditorCategory) => void;
};

/** One category: what it is and what uses it, then the moves and the actions the server allows for it. */
const CategoryRow = ({ category, edits, onEdit, onMove, onDelete }: RowProps) => {
  const allows = (action: EditorCategory['allowedActions'][number]) => category.allowedActions.includes(action);
  const name = `"${category.title}"`;
  const shift = (by: -1 | 1) =>
    void edits.reorder({ id: category.id, position: category.sortOrder - 1 + by }).catch(() => undefined);
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm" py={6} data-category={category.slug}>
      <Box miw={0}>
        <Group gap="xs" wrap="wrap">
          <Text fw={category.parentId === null ? 600 : 400} c={category.visible ? undefined : 'gray.7'}>
            {category.title}
          </Text>
          {!category.isActive ? (
            <Badge color="gray" variant="light">
              Hidden
            </Badge>
          ) : !category.visible ? (
            <Badge color="gray" variant="outline">
              Hidden with its category
            </Badge>
          ) : null}
        </Group>
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {category.slug} · {usageText(category)}
        </Text>
      </Box>
      <Group gap={4} wrap="nowrap">
        {/* Unavailable moves stay focusable (aria-disabled, not disabled), so the focus stays on a row moved to either end. */}
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={`Move ${name} up`}
          {...unavailable(!allows('moveUp'))}
          onClick={() => allows('moveUp') && !edits.busy && shift(-1)}
        >
          <span aria-hidden="true">↑</span>
        </ActionIcon>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={`Move ${name} down`}
          {...unavailable(!allows('moveDown'))}
          onClick={() => allows('moveDown') && !edits.busy && shift(1)}
        >
          <span aria-hidden="true">↓</span>
        </ActionIcon>
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <Button variant="default" size="xs" aria-label={`Actions for ${name}`}>
              Actions
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item onClick={() => onEdit({ mode: 'edit', category })}>Edit title and slug</Menu.Item>
            {allows('addSubcategory') ? (
              <Menu.Item onClick={() => onEdit({ mode: 'add', parent: category })}>Add a subcategory</Menu.Item>
            ) : null}
            {allows('move') ? <Menu.Item onClick={() => onMove(category)}>Move to…</Menu.Item> : null}
            {allows('hide') ? (
              <Menu.Item
                onClick={() => void edits.changeActive({ id: category.id, isActive: false }).catch(() => undefined)}
              >
                Hide
              </Menu.Item>
            ) : null}
            {allows('show') ? (
              <Menu.Item
                onClick={() => void edits.changeActive({ id: category.id, isActive: true }).catch(() => undefined)}
              >
                Show
              </Menu.Item>
            ) : null}
            {allows('delete') ? (
              <Menu.Item color="red" onClick={() => onDelete(category)}>
                Delete
              </Menu.Item>
            ) : (
              <Menu.Item disabled title="In use: hide it instead">
                Delete (in use: hide it instead)
              </Menu.Item>
            )}
          </Menu.Dropdown>
        </Menu>
      </Group>
    </Group>
  );
};

type Props = {
  readonly tree: EditorTree;
  readonly label: string;
  readonly edits: CategoryEdits;
  /** The add dialog of the page's "Add category" button; null when closed. */
  readonly adding: CategoryFormTarget | null;
  readonly onAdding: (target: CategoryFormTarget | null) => void;
};

/** The tree to edit: top categories in order, each with its subcategories, and the dialogs of their actions. */
export const CategoryTreeEditor = ({ tree, label, edits, adding, onAdding }: Props) => {
  const [moving, setMoving] = useState<EditorCategory | null>(null);
  const [deleting, setDeleting] = useState<EditorCategory | null>(null);
  const [deleteBusy, setDeleteBusy] = useState(false);
  const rowProps = { edits, onEdit: onAdding, onMove: setMoving, onDelete: setDeleting };

  return (
    <>
      <Stack component="ul" aria-label={label} gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
        {tree.categories.map((top) => (
          <Paper component="li" key={top.id} withBorder radius="md" px="md" py="xs">
            <CategoryRow category={top} {...rowProps} />
            {top.children.length > 0 ? (
              <Stack
                component="ul"
                aria-label={`Subcategories of "${top.title}"`}
                gap={0}
                pl="lg"
                m={0}
                style={{ listStyle: 'none', borderLeft: '2px solid var(--mantine-color-gray-3)' }}
              >
                {top.children.map((child) => (
                  <li key={child.id}>
                    <CategoryRow category={child} {...rowProps} />
                  </li>
                ))}
              </Stack>
            ) : null}
          </Paper>
        ))}
      </Stack>
      <CategoryFormDialog
        target={adding}
        onClose={() => onAdding(null)}
        onSubmit={(values) =>
          adding?.mode === 'edit'
            ? edits.update({
                id: adding.category.id,
                title: values.title,
                ...(values.slug ? { slug: values.slug } : {}),
              })
            : edits.create({
                type: tree.kind,
                parentId: adding?.mode === 'add' ? (adding.parent?.id ?? null) : null,
                ...values,
              })
        }
      />
      <MoveCategoryDialog
        category={moving}
        tree={tree}
        onClose={() => setMoving(null)}
        onMove={(parentId) => edits.move({ id: moving?.id ?? '', parentId })}
      />
      <ConfirmDialog
        opened={deleting !== null}
        title={deleting ? `Delete "${deleting.title}"?` : ''}
        message="Nothing uses this category now. Deleting it cannot be undone."
        confirmLabel="Delete"
        confirmColour="red"
        busy={deleteBusy}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          setDeleteBusy(true);
          edits
            .remove({ id: deleting.id })
            .then(
              () => setDeleting(null),
              () => undefined,
            )
            .finally(() => setDeleteBusy(false));
        }}
      />
    </>
  );
};
