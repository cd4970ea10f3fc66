import { Group, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { z } from 'zod';
import { ContentBlocksSchema, RequiredContentSchema } from '../../../../application/content/schemas';
import type { ContentBlock } from '../../../../domain/content/blocks';
import { notify } from '../../app/notify';
import { useTRPC, type RouterOutputs } from '../../app/trpc';
import { CheckboxField } from '../../kit/form/CheckboxField';
import { SchemaForm } from '../../kit/form/SchemaForm';
import { sendForm } from '../../kit/form/sendForm';
import { SubmitButton } from '../../kit/form/SubmitButton';
import { TextField } from '../../kit/form/TextField';
import { ContentEditorField } from './ContentEditorField';

type Version = RouterOutputs['content']['termsVersion'];
type BlocksInput = z.input<typeof ContentBlocksSchema>;

type TermsFormValues = {
  content: ContentBlock[];
  changes: ContentBlock[];
  effectiveNow: boolean;
  /** The browser's local date and time (`datetime-local`); sent as an ISO moment. */
  effectiveFrom: string;
};

/** The form's check: the server's block schemas, and a moment unless the version takes effect at once. */
const TermsFormSchema = z
  .object({
    content: RequiredContentSchema,
    changes: ContentBlocksSchema,
    effectiveNow: z.boolean(),
    effectiveFrom: z.string(),
  })
  .refine((v) => v.effectiveNow || dayjs(v.effectiveFrom).isValid(), {
    path: ['effectiveFrom'],
    message: 'Choose when the version takes effect',
  })
  .refine((v) => v.effectiveNow || !dayjs(v.effectiveFrom).isBefore(dayjs().subtract(1, 'minute')), {
    path: ['effectiveFrom'],
    message: 'The effective date cannot be in the past',
  });

const localMoment = (iso: string) => dayjs(iso).format('YYYY-MM-DDTHH:mm');

/** Create a terms version, or edit one that has not taken effect yet. */
export const TermsVersionForm = ({
  version,
  onSaved,
}: {
  readonly version?: Version;
  readonly onSaved: () => void;
}) => {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const create = useMutation(trpc.content.createTermsVersion.mutationOptions());
  const update = useMutation(trpc.content.updateTermsVersion.mutationOptions());
  const initialValues: TermsFormValues = version
    ? {
        content: version.content as ContentBlock[],
        changes: version.changes as ContentBlock[],
        effectiveNow: false,
        effectiveFrom: localMoment(version.effectiveFrom),
      }
    : {
        content: [],
        changes: [],
        effectiveNow: true,
        effectiveFrom: localMoment(dayjs().add(1, 'day').startOf('day').toISOString()),
      };
  const save = (values: TermsFormValues) => {
    // Our readonly block types and the schema's mutable input describe the same JSON.
    const body = {
      content: values.content as unknown as BlocksInput,
      changes: values.changes as unknown as BlocksInput,
      effectiveFrom: values.effectiveNow ? null : dayjs(values.effectiveFrom).toISOString(),
    };
    return version
      ? update.mutateAsync({ ...body, id: version.id, version: version.version })
      : create.mutateAsync(body);
  };
  return (
    <SchemaForm<TermsFormValues>
      label={version ? `Edit terms version ${version.number}` : 'New terms version'}
      schema={TermsFormSchema}
      initialValues={initialValues}
      onSubmit={(values) =>
        sendForm(
          () => save(values),
          ['content', 'changes', 'effectiveFrom'],
          (saved) => {
            notify({
              kind: 'success',
              message: version ? 'Data changed successfully' : `Terms version ${saved.number} is published`,
            });
            void queryClient.invalidateQueries({ queryKey: trpc.content.pathKey() });
            onSaved();
          },
        )
      }
    >
      {(values) => (
        <>
          <ContentEditorField name="content" label="Terms and conditions" description="The full text users accept." />
          <ContentEditorField
            name="changes"
            label="Summary of changes"
            description="What changed since the previous version: users read it first in the acceptance window."
          />
          <CheckboxField
            name="effectiveNow"
            label="Effective immediately (users are asked to accept at their next visit)"
          />
          {values.effectiveNow ? null : (
            <TextField
              name="effectiveFrom"
              label="Effective from"
              type="datetime-local"
              description="Your local time. Until then the version can be edited, and users see a notice of the change."
              withAsterisk
            />
          )}
          <Text size="sm" c="dimmed">
            Once a version takes effect it can no longer be edited: what users accepted stays as it was.
          </Text>
          <Group>
            <SubmitButton>{version ? 'Save changes' : 'Publish version'}</SubmitButton>
          </Group>
        </>
      )}
    </SchemaForm>
  );
};
