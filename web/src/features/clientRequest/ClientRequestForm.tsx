import { Button, Group, SimpleGrid, Stack } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useMemo, useRef } from 'react';
import { Form } from 'react-final-form';
import { REQUEST_LIMITS } from '../../../../application/clientRequest/schemas';
import { allowedActions } from '../../../../domain/clientRequest/clientRequest.status';
import { grades } from '../../../../domain/specialist/specialist.content';
import { workFormats } from '../../../../domain/booking/workFormat';
import { notify } from '../../app/notify';
import { useTRPC } from '../../app/trpc';
import { DateField } from '../../kit/form/DateField';
import { DigitsField } from '../../kit/form/DigitsField';
import { FormErrorAlert } from '../../kit/form/FormErrorAlert';
import { MultiSelectField } from '../../kit/form/MultiSelectField';
import { SelectField } from '../../kit/form/SelectField';
import { submitErrorsOf } from '../../kit/form/submitErrors';
import { TextareaField } from '../../kit/form/TextareaField';
import { TextField } from '../../kit/form/TextField';
import { gradeLabels, requestActionLabels, workFormatLabels, type ClientRequestView } from './clientRequestLabels';
import { contentOf, emptyRequestValues, validateRequest, valuesOf, type RequestFormValues } from './requestFormValues';

type WriteAction = 'saveDraft' | 'sendToModeration';
const fields = [...Object.keys(emptyRequestValues), 'clientId'];
const hour = 3_600_000;

type Props = {
  /** The client writes its own requests; a manager writes one for a client company it chooses. */
  readonly side?: 'client' | 'manager';
  /** The request being edited; none for a new one. */
  readonly request?: ClientRequestView;
  /** After a save: where the request now stands. */
  readonly onSaved: (requestId: string) => void;
};

/** The client's request form: the server's schema checks it, the buttons are the ones the status table leaves the client. */
export const ClientRequestForm = ({ side = 'client', request, onSaved }: Props) => {
  const trpc = useTRPC();
  const tree = useQuery(trpc.reference.categoryTree.queryOptions({ type: 'specialist' }, { staleTime: hour }));
  const skills = useQuery(trpc.reference.keySkills.queryOptions({ limit: 1000 }, { staleTime: hour }));
  const manager = side === 'manager';
  const choosesClient = manager && !request;
  const clients = useQuery({
    ...trpc.clientRequest.clientChoices.queryOptions({ search: '' }),
    enabled: choosesClient,
  });
  const saveDraft = useMutation(
    (manager ? trpc.clientRequest.managerSaveDraft : trpc.clientRequest.saveDraft).mutationOptions(),
  );
  const sendToModeration = useMutation(
    (manager ? trpc.clientRequest.managerSendToModeration : trpc.clientRequest.sendToModeration).mutationOptions(),
  );
  const chosen = useRef<WriteAction>('sendToModeration');
  // The same object while the request is the same, so the form does not start over when the reference lists load.
  const initialValues = useMemo(() => (request ? valuesOf(request) : emptyRequestValues), [request]);
  const offered = (request ? request.allowedActions : allowedActions('new', side)).filter(
    (a): a is WriteAction => a === 'saveDraft' || a === 'sendToModeration',
  );

  const onSubmit = async (values: RequestFormValues) => {
    const action = chosen.current;
    const send = action === 'saveDraft' ? saveDraft : sendToModeration;
    try {
      const { clientId, ...form } = values;
      const saved = await send.mutateAsync({
        ...(request ? { requestId: request.id, version: request.version } : {}),
        ...(choosesClient && clientId ? { clientId } : {}),
        content: contentOf(form),
      });
      notify({
        kind: 'success',
        message:
          action === 'saveDraft'
            ? 'The request was saved as a draft'
            : 'The request was sent to a manager for moderation',
        requestPath: 'clientRequest.save',
      });
      onSaved(saved.requestId);
    } catch (error) {
      return submitErrorsOf(error, fields, { stripPrefix: 'content.' });
    }
    return undefined;
  };

  const categoryOptions = (tree.data ?? []).map((c) => ({ value: c.id, label: c.title }));
  const subcategoriesOf = (categoryIds: readonly string[]) =>
    (tree.data ?? [])
      .filter((c) => categoryIds.includes(c.id))
      .flatMap((c) => c.children.map((child) => ({ value: child.id, label: `${c.title}: ${child.title}` })));

  return (
    <Form<RequestFormValues>
      onSubmit={onSubmit}
      initialValues={initialValues}
      validate={(values) => {
        const errors = validateRequest(values) ?? {};
        return choosesClient && !values.clientId ? { ...errors, clientId: 'Choose a client company' } : errors;
      }}
      render={({ handleSubmit, values, submitting, form }) => (
        <form onSubmit={handleSubmit} noValidate aria-label={request ? 'Edit the request' : 'New client request'}>
          <Stack gap="md" maw={760}>
            <FormErrorAlert />
            {choosesClient ? (
              <SelectField
                name="clientId"
                label="Client company"
                required
                options={(clients.data?.items ?? []).map((c) => ({ value: c.id, label: c.title }))}
              />
            ) : null}
            <TextField
              name="title"
              label="Title"
              withAsterisk
              maxLength={REQUEST_LIMITS.title}
              description="Who you are looking for, in a line"
            />
            <TextareaField
              name="description"
              label="Description"
              withAsterisk
              maxLength={REQUEST_LIMITS.description}
              minRows={5}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <MultiSelectField
                name="categoryIds"
                label="Categories"
                required
                options={categoryOptions}
                maxValues={REQUEST_LIMITS.categories}
                onPicked={(ids) =>
                  form.change(
                    'subcategoryIds',
                    values.subcategoryIds.filter((id) => subcategoriesOf(ids).some((o) => o.value === id)),
                  )
                }
              />
              <MultiSelectField
                name="subcategoryIds"
                label="Subcategories"
                options={subcategoriesOf(values.categoryIds)}
                maxValues={REQUEST_LIMITS.subcategories}
                disabled={values.categoryIds.length === 0}
              />
            </SimpleGrid>
            <MultiSelectField
              name="keySkillIds"
              label="Key skills"
              options={(skills.data ?? []).map((s) => ({ value: s.id, label: s.title }))}
              maxValues={REQUEST_LIMITS.keySkills}
            />
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <SelectField
                name="grade"
                label="Grade"
                options={grades.map((g) => ({ value: g, label: gradeLabels[g] ?? g }))}
                placeholder="Any"
              />
              <DigitsField
                name="specialistsCount"
                label="Number of specialists"
                maxLength={2}
                required
                description={`${REQUEST_LIMITS.minSpecialists} to ${REQUEST_LIMITS.maxSpecialists}`}
              />
              <SelectField
                name="workFormat"
                label="Work format"
                required
                searchable={false}
                options={workFormats.map((f) => ({ value: f, label: workFormatLabels[f] ?? f }))}
              />
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <DateField name="periodFrom" label="Start of the period" required description="After today" />
              <DateField name="periodTo" label="End of the period" required />
              <TextField name="budget" label="Budget per hour, $" inputMode="decimal" description="Optional" />
            </SimpleGrid>
            <Group justify="flex-end">
              {offered.map((action) => (
                <Button
                  key={action}
                  type="submit"
                  variant={action === 'saveDraft' ? 'default' : 'filled'}
                  loading={submitting && chosen.current === action}
                  disabled={submitting}
                  onClick={() => {
                    chosen.current = action;
                  }}
                >
                  {requestActionLabels[action]}
                </Button>
              ))}
            </Group>
          </Stack>
        </form>
      )}
    />
  );
};
