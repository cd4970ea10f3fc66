import { Group } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { z } from 'zod';
import { SaveInfoPageInput } from '../../../../application/content/articleSchemas';
import type { ContentBlock } from '../../../../domain/content/blocks';
import { notify } from '../../app/notify';
import { useTRPC, type RouterOutputs } from '../../app/trpc';
import { SchemaForm } from '../../kit/form/SchemaForm';
import { sendForm } from '../../kit/form/sendForm';
import { SubmitButton } from '../../kit/form/SubmitButton';
import { TextareaField } from '../../kit/form/TextareaField';
import { TextField } from '../../kit/form/TextField';
import { ContentEditorField } from './ContentEditorField';

type Page = RouterOutputs['content']['infoPageForEdit'];
type PageValues = { title: string; description: string; content: ContentBlock[] };

/** Edit an information page in the block editor; the version loaded guards against overwriting a colleague's edit. */
export const InfoPageForm = ({ page, onSaved }: { readonly page: Page; readonly onSaved: () => void }) => {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const save = useMutation(trpc.content.saveInfoPage.mutationOptions());
  const initialValues = useMemo(
    () => ({ title: page.title, description: page.description, content: page.content as ContentBlock[] }),
    [page],
  );
  return (
    <SchemaForm<PageValues>
      label={`Edit the page "${page.title}"`}
      schema={SaveInfoPageInput.omit({ slug: true, version: true })}
      initialValues={initialValues}
      onSubmit={(values) =>
        sendForm(
          () =>
            save.mutateAsync({
              slug: page.slug as z.input<typeof SaveInfoPageInput>['slug'],
              version: page.version,
              title: values.title,
              description: values.description,
              content: values.content as unknown as z.input<typeof SaveInfoPageInput>['content'],
            }),
          ['title', 'description', 'content'],
          () => {
            notify({ kind: 'success', message: 'Data changed successfully' });
            void queryClient.invalidateQueries({ queryKey: trpc.content.pathKey() });
            onSaved();
          },
        )
      }
    >
      <TextField name="title" label="Title" withAsterisk />
      <TextareaField name="description" label="Description for search results and shared links" maxLength={300} />
      <ContentEditorField name="content" label="Text" />
      <Group>
        <SubmitButton>Save changes</SubmitButton>
      </Group>
    </SchemaForm>
  );
};
