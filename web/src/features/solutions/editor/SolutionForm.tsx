import { Button, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import arrayMutators from 'final-form-arrays';
import { useCallback, useRef, useState } from 'react';
import { Form } from 'react-final-form';
import { useNavigate } from 'react-router';
import { SOLUTION_LIMITS } from '../../../../../application/solution/schemas';
import { notify } from '../../../app/notify';
import { useTRPC, useTRPCClient } from '../../../app/trpc';
import { FormErrorAlert } from '../../../kit/form/FormErrorAlert';
import { TextField } from '../../../kit/form/TextField';
import { SectionCard } from '../../../kit/SectionCard';
import { MultiSelectField } from '../../specialist/form/fields';
import { contentSubmitErrors } from '../../specialist/form/serverErrors';
import { TextareaField } from '../../../kit/form/TextareaField';
import { solutionLinkOf } from '../solutionActions';
import { listPathOf, type SolutionStatus, type Viewer } from '../solutionLabels';
import type { SolutionCategoryOption } from '../useSolutionCategories';
import { CompanyPreview, type CompanyFacts } from './CompanyPreview';
import { LogoField } from './LogoField';
import { ScreenshotsField } from './ScreenshotsField';
import { contentOfValues, solutionFieldPattern, validateSolution, type SolutionFormValues } from './solutionFormValues';
import { VideoLinksField } from './VideoLinksField';

/** The solution being edited; null when adding one. */
export type EditedSolution = {
  readonly solutionId: string;
  readonly status: SolutionStatus;
  readonly version: number;
  readonly agencyId: string;
  readonly screenNames: ReadonlyMap<string, string>;
};

type Props = {
  readonly viewer: Viewer;
  readonly solution: EditedSolution | null;
  readonly initialValues: SolutionFormValues;
  readonly categories: readonly SolutionCategoryOption[];
  readonly categoryIds: ReadonlySet<string> | undefined;
  readonly company: CompanyFacts;
};

export const SOLUTION_SUCCESS = {
  sent: 'Solution sent for review and publication in the catalog',
  published: 'Changes made successfully published',
  draft: 'Solution with "Draft" status has been successfully changed',
  managerPublished: 'The solution was published in the catalog',
  managerSaved: 'The changes to the solution were saved',
} as const;

type Intent = 'draft' | 'publish';

/** What Publish means for this viewer and status, and how the confirmation asks. */
const publishWordsOf = (viewer: Viewer, status: SolutionStatus | null) => {
  if (viewer === 'manager') {
    return status === 'moderation'
      ? { label: 'Publish', confirm: { title: 'Publish the solution', text: 'Are you sure you want to publish the solution? It appears in the catalogue at once.' } }
      : { label: 'Save changes', confirm: null };
  }
  return status === 'published'
    ? { label: 'Publish', confirm: { title: 'Publish the changes', text: 'The solution stays in the catalogue and shows the changes at once. Are you sure you want to publish them?' } }
    : { label: 'Publish', confirm: { title: 'Publish the solution', text: 'Are you sure you want to publish the solution? A platform manager reviews it before it appears in the catalogue.' } };
};

/** Brings the first field with a message into view and focuses it, after the messages have rendered. */
const revealFirstError = (form: HTMLFormElement | null) =>
  window.setTimeout(() => {
    const invalid = form?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? form?.querySelector<HTMLElement>('.mantine-InputWrapper-error')?.closest<HTMLElement>('.mantine-InputWrapper-root') ?? null;
    invalid?.scrollIntoView({ block: 'center', behavior: 'smooth' });
    invalid?.focus?.({ preventScroll: true });
  }, 50);

/** The solution editor: General Info, Contact info, Logo, Video and Screenshots, with the footer the seeds give each role and status. */
export const SolutionForm = ({ viewer, solution, initialValues, categories, categoryIds, company }: Props) => {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const intent = useRef<Intent>('publish');
  const formElement = useRef<HTMLFormElement>(null);
  const [confirming, setConfirming] = useState<((ok: boolean) => void) | null>(null);
  const isManager = viewer === 'manager';
  const status = solution?.status ?? null;
  const words = publishWordsOf(viewer, status);
  // A manager saving a draft keeps it a draft, checked as one; everything else that publishes is checked in full.
  const publishMode = isManager && status === 'draft' ? 'draft' : 'review';
  const canSaveDraft = !isManager && (solution === null || status === 'draft');
  const companyId = isManager ? (solution?.agencyId ?? null) : null;

  const finish = async (message: string) => {
    await queryClient.invalidateQueries({ queryKey: trpc.solution.pathKey() });
    notify({ kind: 'success', message, requestPath: 'solution.editor' });
    navigate(listPathOf(viewer));
  };

  const ask = (): Promise<boolean> => new Promise<boolean>((resolve) => setConfirming(() => resolve));

  const send = async (values: SolutionFormValues, chosen: Intent): Promise<string> => {
    const content = contentOfValues(values);
    const target = solution ? { solutionId: solution.solutionId, version: solution.version } : {};
    if (chosen === 'draft') {
      await client.solution.saveDraft.mutate({ ...target, content });
      return SOLUTION_SUCCESS.draft;
    }
    if (!isManager) {
      await client.solution.sendToReview.mutate({ ...target, content });
      return status === 'published' ? SOLUTION_SUCCESS.published : SOLUTION_SUCCESS.sent;
    }
    if (!solution) throw new Error('A manager edits an existing solution only');
    if (status === 'moderation') {
      await client.solution.publish.mutate({ solutionId: solution.solutionId, version: solution.version, content });
      return SOLUTION_SUCCESS.managerPublished;
    }
    await client.solution.managerSave.mutate({ solutionId: solution.solutionId, version: solution.version, content });
    return SOLUTION_SUCCESS.managerSaved;
  };

  const onSubmit = async (values: SolutionFormValues) => {
    const chosen = intent.current;
    if (chosen === 'publish') {
      // Publish checks everything review needs; the messages stay at their fields until edited.
      const problems = validateSolution(values, publishMode, categoryIds);
      if (problems && Object.keys(problems).length > 0) {
        notify({ kind: 'error', message: 'Fix the highlighted fields before publishing', requestPath: 'solution.editor' });
        revealFirstError(formElement.current);
        return problems;
      }
      if (words.confirm) {
        const ok = await ask();
        setConfirming(null);
        if (!ok) return undefined;
      }
    }
    try {
      await finish(await send(values, chosen));
      return undefined;
    } catch (error) {
      revealFirstError(formElement.current);
      return contentSubmitErrors(error, solutionFieldPattern);
    }
  };

  const categoryOptions = categories.map((c) => ({ value: c.value, label: c.label }));
  // Limits and formats show as the user types; what review requires is checked by Publish.
  const validate = useCallback((values: SolutionFormValues) => validateSolution(values, 'draft', categoryIds), [categoryIds]);

  return (
    <Form<SolutionFormValues>
      onSubmit={onSubmit}
      initialValues={initialValues}
      mutators={{ ...arrayMutators }}
      validate={validate}
      subscription={{ submitting: true }}
      render={({ handleSubmit, form, submitting }) => {
        const submit = (chosen: Intent) => {
          intent.current = chosen;
          if (form.getState().hasValidationErrors) revealFirstError(formElement.current);
          void form.submit();
        };
        return (
          <form
            ref={formElement}
            noValidate
            aria-label="Solution"
            onSubmit={(event) => {
              event.preventDefault();
              intent.current = 'publish';
              if (form.getState().hasValidationErrors) revealFirstError(formElement.current);
              void handleSubmit(event);
            }}
          >
            <Stack gap="lg">
              <FormErrorAlert />
              <SectionCard title="General Info">
                <Stack gap="md">
                  <TextField name="title" label="Title" required maxLength={SOLUTION_LIMITS.title} description={`Up to ${SOLUTION_LIMITS.title} characters`} />
                  <TextField name="link" label="Solution website" type="url" inputMode="url" placeholder="https://" maxLength={SOLUTION_LIMITS.link} />
                  <MultiSelectField name="categories" label="Categories" required options={categoryOptions} maxValues={SOLUTION_LIMITS.categories} placeholder="Choose categories" />
                  <TextareaField name="description" label="Description" required maxLength={SOLUTION_LIMITS.description} minRows={5} />
                </Stack>
              </SectionCard>
              <SectionCard title="Contact info">
                <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
                  <TextField name="contactEmail" label="Contact e-mail" type="email" autoComplete="email" required maxLength={SOLUTION_LIMITS.email} description="Where the platform sends clients' requests for this solution" />
                  <CompanyPreview
                    company={company}
                    profilePath={isManager && solution ? `/manager/partners/${solution.agencyId}` : '/pa/company'}
                    profileLabel={isManager ? "Open the agency's profile" : 'Complete the company profile'}
                  />
                </SimpleGrid>
              </SectionCard>
              <SectionCard title="Logo">
                <LogoField companyId={companyId} />
              </SectionCard>
              <SectionCard title="Video">
                <VideoLinksField />
              </SectionCard>
              <SectionCard title="Screenshots">
                <ScreenshotsField companyId={companyId} knownNames={solution?.screenNames ?? new Map()} />
              </SectionCard>
              <Group justify="flex-end" gap="sm" component="footer">
                {solution ? (
                  <Button variant="default" onClick={() => navigate(solutionLinkOf(viewer, 'view', solution.solutionId))} disabled={submitting}>
                    Cancel
                  </Button>
                ) : null}
                {canSaveDraft ? (
                  <Button variant="default" onClick={() => submit('draft')} loading={submitting && intent.current === 'draft'} disabled={submitting}>
                    Save as draft
                  </Button>
                ) : null}
                {isManager && solution && status === 'moderation' ? (
                  <Button color="red" variant="light" onClick={() => navigate(solutionLinkOf(viewer, 'reject', solution.solutionId))} disabled={submitting}>
                    Reject
                  </Button>
                ) : null}
                <Button type="submit" loading={submitting && intent.current === 'publish'} disabled={submitting}>
                  {words.label}
                </Button>
              </Group>
            </Stack>
            <Modal opened={confirming !== null} onClose={() => confirming?.(false)} title={words.confirm?.title ?? ''} centered closeButtonProps={{ 'aria-label': 'Close' }}>
              <Text size="sm">{words.confirm?.text}</Text>
              <Group justify="flex-end" mt="lg">
                <Button variant="default" onClick={() => confirming?.(false)} data-autofocus>
                  Cancel
                </Button>
                <Button onClick={() => confirming?.(true)}>{words.label}</Button>
              </Group>
            </Modal>
          </form>
        );
      }}
    />
  );
};
