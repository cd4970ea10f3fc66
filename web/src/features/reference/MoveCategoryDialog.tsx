import { Modal, Text } from '@mantine/core';
import { z } from 'zod';
import { FormButtons } from '../../kit/form/FormButtons';
import { SchemaForm } from '../../kit/form/SchemaForm';
import { SelectField } from '../../kit/form/SelectField';
import { submitErrorsOf } from '../../kit/form/submitErrors';
import type { EditorCategory, EditorTree } from './useCategoryEditor';

/** The top level has no id: the form holds it as this value. */
const TOP = 'top';
const schema = z.object({ parent: z.string({ error: 'Choose where to move it' }).min(1, 'Choose where to move it') });

type Props = {
  readonly category: EditorCategory | null;
  readonly tree: EditorTree | undefined;
  readonly onClose: () => void;
  readonly onMove: (parentId: string | null) => Promise<unknown>;
};

/** Moves a category under another top category, or to the top: only the places the server offers. */
export const MoveCategoryDialog = ({ category, tree, onClose, onMove }: Props) => {
  const titles = new Map((tree?.categories ?? []).map((c) => [c.id, c.title]));
  const options = (category?.moveTargets ?? []).map((target) =>
    target === null
      ? { value: TOP, label: 'Top level (a category of its own)' }
      : { value: target, label: titles.get(target) ?? target },
  );
  return (
    <Modal
      opened={category !== null}
      onClose={onClose}
      title={category ? `Move "${category.title}"` : ''}
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {category ? (
        <SchemaForm<{ parent?: string }>
          label={`Move "${category.title}"`}
          schema={schema}
          onSubmit={async ({ parent }) => {
            try {
              await onMove(parent === TOP ? null : (parent ?? null));
              onClose();
              return undefined;
            } catch (error) {
              return submitErrorsOf(error, []);
            }
          }}
        >
          <Text size="sm">
            It goes last among its new siblings. Only two levels exist, so a category with subcategories stays on top.
          </Text>
          <SelectField
            name="parent"
            label="New place"
            options={options}
            required
            searchable={false}
            placeholder="Choose"
          />
          <FormButtons onCancel={onClose}>Move</FormButtons>
        </SchemaForm>
      ) : null}
    </Modal>
  );
};
