import { Button, Group, MultiSelect, SimpleGrid, TagsInput, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import { useField, useForm } from 'react-final-form';
import { z } from 'zod';
import { ArticleFields, SLUG_TIP } from '../../../../application/content/articleSchemas';
import { ARTICLE_LIMITS, projectTypes, projectTypeTitles, slugOf } from '../../../../domain/content/articles';
import type { ContentBlock } from '../../../../domain/content/blocks';
import { notify } from '../../app/notify';
import { useTRPC, type RouterOutputs } from '../../app/trpc';
import { ImageUploadField } from '../../kit/files/ImageUploadField';
import { CheckboxField } from '../../kit/form/CheckboxField';
import { fieldErrorOf } from '../../kit/form/fieldError';
import { SchemaForm } from '../../kit/form/SchemaForm';
import { SelectField } from '../../kit/form/SelectField';
import { sendForm } from '../../kit/form/sendForm';
import { SubmitButton } from '../../kit/form/SubmitButton';
import { SwitchField } from '../../kit/form/SwitchField';
import { TextareaField } from '../../kit/form/TextareaField';
import { TextField } from '../../kit/form/TextField';
import { ContentEditorField } from './ContentEditorField';

type Article = RouterOutputs['content']['article'];

type ArticleFormValues = {
  type: 'blog' | 'news';
  title: string;
  slug: string;
  description: string;
  content: ContentBlock[];
  preview: string | null;
  previewSmall: string | null;
  tags: string[];
  subCategories: string[];
  projectTypes: string[];
  offerDemo: boolean;
  isActive: boolean;
  /** Publish at once (now), at a moment, or keep unpublished. */
  publication: 'now' | 'at' | 'none';
  /** The browser's local date and time (`datetime-local`). */
  publishedAt: string;
};

const FIELDS = [
  'type',
  'title',
  'slug',
  'description',
  'content',
  'preview',
  'previewSmall',
  'tags',
  'subCategories',
  'projectTypes',
  'offerDemo',
  'isActive',
  'publishedAt',
];

/** The server's article schema, with the form's own choice of publication. */
const ArticleFormSchema = ArticleFields.omit({ publishedAt: true, tmpFilesIds: true })
  .extend({ publication: z.enum(['now', 'at', 'none']), publishedAt: z.string() })
  .refine((v) => v.publication !== 'at' || dayjs(v.publishedAt).isValid(), {
    path: ['publishedAt'],
    message: 'Choose when the article is published',
  });

const localMoment = (iso: string) => dayjs(iso).format('YYYY-MM-DDTHH:mm');

const valuesOf = (article: Article | undefined): ArticleFormValues =>
  article
    ? {
        type: article.type,
        title: article.title,
        slug: article.slug,
        description: article.description,
        content: article.content as ContentBlock[],
        preview: article.preview?.id ?? null,
        previewSmall: article.previewSmall?.id ?? null,
        tags: [...article.tags],
        subCategories: article.subCategories.map((c) => c.id),
        projectTypes: [...article.projectTypes],
        offerDemo: article.offerDemo,
        isActive: article.isActive,
        publication: article.publishedAt ? 'at' : 'none',
        publishedAt: article.publishedAt
          ? localMoment(article.publishedAt)
          : localMoment(dayjs().add(1, 'day').startOf('day').toISOString()),
      }
    : {
        type: 'blog',
        title: '',
        slug: '',
        description: '',
        content: [],
        preview: null,
        previewSmall: null,
        tags: [],
        subCategories: [],
        projectTypes: [],
        offerDemo: false,
        isActive: true,
        publication: 'now',
        publishedAt: localMoment(dayjs().add(1, 'day').startOf('day').toISOString()),
      };

/** The slug field with the seeds' tip, and a button that makes it from the title. */
const SlugField = () => {
  const form = useForm<ArticleFormValues>();
  const title = useField<string>('title', { subscription: { value: true } }).input.value;
  const suggested = slugOf(title ?? '');
  return (
    <Group align="flex-end" gap="xs" wrap="nowrap">
      <div style={{ flex: 1 }}>
        <TextField
          name="slug"
          label="Slug (address)"
          description={`${SLUG_TIP}. Left empty, it is made from the title${suggested ? `: ${suggested}` : ''}.`}
        />
      </div>
      <Button variant="default" disabled={!suggested} onClick={() => form.change('slug', suggested)}>
        From the title
      </Button>
    </Group>
  );
};

/** Several values chosen from a list, held in the form (Mantine's multi-select bound to a field). */
const ChoiceField = ({
  name,
  label,
  data,
  description,
  max,
}: {
  name: string;
  label: string;
  data:
    { value: string; label: string; group?: string }[] | { group: string; items: { value: string; label: string }[] }[];
  description?: string;
  max?: number;
}) => {
  const { input, meta } = useField<string[]>(name, {
    subscription: { value: true, error: true, touched: true, submitError: true, dirtySinceLastSubmit: true },
  });
  return (
    <MultiSelect
      label={label}
      description={description}
      data={data}
      value={input.value || []}
      onChange={(values) => input.onChange(values)}
      onBlur={() => input.onBlur()}
      error={fieldErrorOf(meta)}
      searchable
      clearable
      {...(max ? { maxValues: max } : {})}
      nothingFoundMessage="Nothing found"
    />
  );
};

const TagsField = ({ known }: { known: readonly string[] }) => {
  const { input, meta } = useField<string[]>('tags', {
    subscription: { value: true, error: true, touched: true, submitError: true, dirtySinceLastSubmit: true },
  });
  return (
    <TagsInput
      label="Tags"
      description={`Press Enter after each tag; at most ${ARTICLE_LIMITS.tags}. Visitors filter the blog by them.`}
      data={[...known]}
      value={input.value || []}
      onChange={(values) => input.onChange(values)}
      onBlur={() => input.onBlur()}
      error={fieldErrorOf(meta)}
      maxTags={ARTICLE_LIMITS.tags}
      clearable
    />
  );
};

/** Write an article or a news item, or edit one: 'Article added successfully' after the first save. */
export const ArticleForm = ({
  article,
  onSaved,
}: {
  readonly article?: Article;
  readonly onSaved: (saved: Article) => void;
}) => {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const create = useMutation(trpc.content.createArticle.mutationOptions());
  const update = useMutation(trpc.content.updateArticle.mutationOptions());
  const tree = useQuery(trpc.reference.categoryTree.queryOptions({ type: 'specialist' }, { staleTime: 3_600_000 }));
  const tags = useQuery(trpc.content.articleTags.queryOptions());
  // The same object on every render: a new one would make the form start over whenever a list loads.
  const initialValues = useMemo(() => valuesOf(article), [article]);
  const subCategoryData = (tree.data ?? [])
    .filter((c) => c.children.length > 0)
    .map((c) => ({ group: c.title, items: c.children.map((s) => ({ value: s.id, label: s.title })) }));

  const save = (values: ArticleFormValues) => {
    const body = {
      type: values.type,
      title: values.title,
      slug: values.slug.trim(),
      description: values.description,
      // Our readonly block types and the schema's mutable input describe the same JSON.
      content: values.content as unknown as z.input<typeof ArticleFields>['content'],
      preview: values.preview,
      previewSmall: values.previewSmall,
      tags: values.tags,
      subCategories: values.subCategories,
      projectTypes: values.projectTypes as z.input<typeof ArticleFields>['projectTypes'],
      offerDemo: values.offerDemo,
      isActive: values.isActive,
      publishedAt:
        values.publication === 'none'
          ? null
          : values.publication === 'now'
            ? new Date().toISOString()
            : dayjs(values.publishedAt).toISOString(),
    };
    return article
      ? update.mutateAsync({ ...body, id: article.id, version: article.version })
      : create.mutateAsync(body);
  };

  return (
    <SchemaForm<ArticleFormValues>
      label={article ? `Edit "${article.title}"` : 'New article'}
      schema={ArticleFormSchema}
      initialValues={initialValues}
      onSubmit={(values) =>
        sendForm(
          () => save(values),
          FIELDS,
          (saved) => {
            notify({ kind: 'success', message: article ? 'Data changed successfully' : 'Article added successfully' });
            void queryClient.invalidateQueries({ queryKey: trpc.content.pathKey() });
            onSaved(saved);
          },
        )
      }
    >
      {(values) => (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <SelectField
              name="type"
              label="Type"
              searchable={false}
              options={[
                { value: 'blog', label: 'Blog article' },
                { value: 'news', label: 'News' },
              ]}
            />
            <SwitchField
              name="isActive"
              label="Active"
              description="An inactive article is not shown on the blog, whatever its date."
            />
          </SimpleGrid>
          <TextField name="title" label="Title" required />
          <SlugField />
          <TextareaField
            name="description"
            label="Annotation"
            maxLength={ARTICLE_LIMITS.description}
            description="A few sentences under the title on the blog and in search results."
          />
          <ContentEditorField
            name="content"
            label="Text"
            description="The article: headings, lists, quotes, tables, images and YouTube videos."
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <ImageUploadField
              name="preview"
              label="Preview image"
              purpose="content-image"
              description="PNG or JPG below 5 MB: the article's cover and its image in shared links."
              previewSize={120}
            />
            <ImageUploadField
              name="previewSmall"
              label="Small preview image"
              purpose="content-image"
              description="For the lists; the preview image is used when empty."
              previewSize={72}
            />
          </SimpleGrid>
          <TagsField known={tags.data ?? []} />
          <ChoiceField
            name="subCategories"
            label="Subcategories"
            description="The article page suggests published specialists of these subcategories."
            data={subCategoryData}
            max={ARTICLE_LIMITS.subCategories}
          />
          <ChoiceField
            name="projectTypes"
            label="Project types"
            data={projectTypes.map((t) => ({ value: t, label: projectTypeTitles[t] }))}
          />
          <CheckboxField
            name="offerDemo"
            label="Offer a demo: the article ends with a call to book a demo of the platform"
          />
          <SelectField
            name="publication"
            label="Publication"
            searchable={false}
            options={[
              { value: 'now', label: 'Publish now' },
              { value: 'at', label: 'At a date and time (a future one schedules it)' },
              { value: 'none', label: 'Not yet: keep it unpublished' },
            ]}
          />
          {values.publication === 'at' ? (
            <TextField
              name="publishedAt"
              label="Published at"
              type="datetime-local"
              description="Your local time."
              required
            />
          ) : null}
          <Text size="sm" c="dimmed">
            Visitors see the article when it is active and its publication time has come.
          </Text>
          <Group>
            <SubmitButton>{article ? 'Save changes' : 'Add article'}</SubmitButton>
          </Group>
        </>
      )}
    </SchemaForm>
  );
};
