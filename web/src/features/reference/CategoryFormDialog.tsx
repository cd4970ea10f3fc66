import { Modal, Text } from '@mantine/core';
import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { useFormState } from 'react-final-form';
import { slugOfTitle } from '../../../../domain/reference/category';
import { CategoryFieldsInput, categorySlug } from '../../../../application/reference/schemas';
import { appCodeOf } from '../../app/trpc';
import { FormButtons } from '../../kit/form/FormButtons';
import { SchemaForm } from '../../kit/form/SchemaForm';
import { submitErrorsOf } from '../../kit/form/submitErrors';
import { TextField } from '../../kit/form/TextField';
import type { EditorCategory } from './useCategoryEditor';

/** What the dialog is for: a new top category, a new subcategory of a parent, or editing one category. */
export type CategoryFormTarget =
  | { readonly mode: 'add'; readonly parent: EditorCategory | null }
  | { readonly mode: 'edit'; readonly category: EditorCategory };

type Values = { title?: string; slug?: string };

const editSchema = CategoryFieldsInput.extend({ slug: categorySlug });

/** The slug the server will make when the field is left empty, shown as the field's hint. */
const SlugHint = () => {
  const { values } = useFormState<Values>({ subscription: { values: true } });
  const suggested = slugOfTitle(values.title ?? '');
  return (
    <Text size="xs" c="dimmed" aria-live="polite">
      {values.slug
        ? 'Part of the address: lower-case latin letters, digits and hyphens.'
        : suggested
          ? `Left empty, it will be "${suggested}".`
          : 'Left empty, it is made from the title.'}
    </Text>
  );
};

/** A refusal as form errors: a taken slug at the slug field, everything else where `submitErrorsOf` puts it. */
const refusalOf = (error: unknown): SubmissionErrors => {
  const placed = submitErrorsOf(error, ['title', 'slug']);
  if (appCodeOf(error) === 'category.slug_taken' && placed) return { slug: placed[FORM_ERROR] };
  return placed;
};

type Props = {
  readonly target: CategoryFormTarget | null;
  readonly onClose: () => void;
  readonly onSubmit: (values: { title: string; slug?: string }) => Promise<unknown>;
};

/** Adds or edits a category: its title and slug, checked by the same schema as the server's. */
export const CategoryFormDialog = ({ target, onClose, onSubmit }: Props) => {
  const title = !target
    ? ''
    : target.mode === 'edit'
      ? `Edit "${target.category.title}"`
      : target.parent
        ? `Add a subcategory to "${target.parent.title}"`
        : 'Add a category';
  const initialValues: Values =
    target?.mode === 'edit' ? { title: target.category.title, slug: target.category.slug } : {};
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      title={title}
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {target ? (
        <SchemaForm<Values>
          label={title}
          schema={target.mode === 'edit' ? editSchema : CategoryFieldsInput}
          initialValues={initialValues}
          onSubmit={async (values) => {
            try {
              await onSubmit({
                title: values.title ?? '',
                ...(values.slug?.trim() ? { slug: values.slug.trim() } : {}),
              });
              onClose();
              return undefined;
            } catch (error) {
              return refusalOf(error);
            }
          }}
        >
          <TextField name="title" label="Title" withAsterisk maxLength={100} data-autofocus />
          <div>
            <TextField
              name="slug"
              label="Slug"
              withAsterisk={target.mode === 'edit'}
              maxLength={100}
              spellCheck={false}
              autoCapitalize="off"
            />
            {target.mode === 'add' ? <SlugHint /> : null}
          </div>
          <FormButtons onCancel={onClose}>{target.mode === 'edit' ? 'Save' : 'Add'}</FormButtons>
        </SchemaForm>
      ) : null}
    </Modal>
  );
};
