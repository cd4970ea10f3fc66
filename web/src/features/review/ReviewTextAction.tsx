import { Button, Group } from '@mantine/core';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import type { z } from 'zod';
import { notify } from '../../app/notify';
import { FormButtons } from '../../kit/form/FormButtons';
import { SchemaForm } from '../../kit/form/SchemaForm';
import { sendForm } from '../../kit/form/sendForm';
import { TextareaField } from '../../kit/form/TextareaField';

type Words = {
  /** The button that opens the form, and its accessible name (which names the review). */
  readonly open: string;
  readonly openName: string;
  /** The form's accessible name, its field's label and description, its submit button. */
  readonly form: string;
  readonly label: string;
  readonly description: string;
  readonly submit: string;
  /** Said once the server took it. */
  readonly done: string;
};

/**
 * One action on a review that takes one text (the agency's answer, a manager's reason to hide): a button that opens a
 * small form in place, with Cancel; sent, the list named by `refresh` is fetched again.
 */
export const ReviewTextAction = <Field extends 'text' | 'reason'>({
  reviewId,
  field,
  schema,
  maxLength,
  send,
  refresh,
  requestPath,
  words,
  colour,
}: {
  readonly reviewId: string;
  readonly field: Field;
  readonly schema: z.ZodType;
  readonly maxLength: number;
  readonly send: (values: { id: string } & Record<Field, string>) => Promise<unknown>;
  readonly refresh: QueryKey;
  readonly requestPath: string;
  readonly words: Words;
  readonly colour?: string;
}) => {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  if (!open)
    return (
      <Group>
        <Button variant="light" color={colour} onClick={() => setOpen(true)} aria-label={words.openName}>
          {words.open}
        </Button>
      </Group>
    );
  return (
    <SchemaForm<{ id: string } & Record<Field, string>>
      label={words.form}
      schema={schema}
      initialValues={{ id: reviewId, [field]: '' } as { id: string } & Record<Field, string>}
      onSubmit={(values) =>
        sendForm(
          () => send(values),
          ['id', field],
          () => {
            setOpen(false);
            void queryClient.invalidateQueries({ queryKey: refresh });
            notify({ kind: 'success', message: words.done, requestPath });
          },
        )
      }
    >
      <TextareaField name={field} label={words.label} description={words.description} maxLength={maxLength} />
      <FormButtons onCancel={() => setOpen(false)} submitProps={colour ? { color: colour } : {}}>
        {words.submit}
      </FormButtons>
    </SchemaForm>
  );
};
