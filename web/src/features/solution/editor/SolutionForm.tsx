import { Button, Group, SimpleGrid, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import arrayMutators from 'final-form-arrays';
import { useCallback, useRef } from 'react';
import { Form } from 'react-final-form';
import { useNavigate } from 'react-router';
import { SOLUTION_LIMITS } from '../../../../../application/solution/schemas';
import { managerSubmitAction } from '../../../../../domain/moderation/statusTable';
import type { SolutionAction } from '../../../../../domain/solution/solution.status';
import { notify } from '../../../app/notify';
import { useTRPC, useTRPCClient } from '../../../app/trpc';
import { ImageUploadField } from '../../../kit/files/ImageUploadField';
import { squareImage, squareImageNote } from '../../../kit/files/squareImage';
import { FormErrorAlert } from '../../../kit/form/FormErrorAlert';
import { MultiSelectField } from '../../../kit/form/MultiSelectField';
import { submitErrorsOf } from '../../../kit/form/submitErrors';
import { TextareaField } from '../../../kit/form/TextareaField';
import { TextField } from '../../../kit/form/TextField';
import { useConfirm } from '../../../kit/moderation/useConfirm';
import { SectionCard } from '../../../kit/SectionCard';
import { solutionButtons } from '../offeredActions';
import { solutionPaths, type SolutionStatus, type Viewer } from '../solutionLabels';
import type { SolutionCategoryOption } from '../useSolutionCategories';
import { CompanyPreview, type CompanyFacts } from './CompanyPreview';
import { ScreenshotsField } from './ScreenshotsField';
import { contentOfValues, isSolutionField, validateSolution, type SolutionFormValues } from './solutionFormValues';
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
  /** What the server allows this user with the solution (for a new one, the table's `new` row). */
  readonly allowedActions: readonly SolutionAction[];
  readonly initialValues: SolutionFormValues;
  readonly categories: readonly SolutionCategoryOption[];
  readonly categoryIds: ReadonlySet<string> | undefined;
  readonly company: CompanyFacts;
};

export const SOLUTION_SUCCESS = {
  sent: 'Solution sent for review and publication in the catalog',
  published: 'Changes made successfully published',
  /** The seeds' words for a change to a solution already saved; a solution saved for the first time says so. */
  draft: 'Solution with "Draft" status has been successfully changed',
  newDraft: 'Solution saved as a draft',
  managerPublished: 'The solution was published in the catalog',
  managerSaved: 'The changes to the solution were saved',
} as const;

/** The logo's recommended size (part 1, section 2): a 480x480 square; others are cropped to the centred square. */
const LOGO_SIZE = 480;

const squareLogo = async (file: File) => {
  const logo = await squareImage(file, LOGO_SIZE);
  return { file: logo.file, note: squareImageNote(logo, LOGO_SIZE) };
};

type Intent = 'draft' | 'publish';

/**
 * What Publish means for this user and solution, and how the confirmation asks. A manager's submit publishes a
 * solution in moderation and saves any other in place (the domain's rule), so its button says which.
 */
const publishWordsOf = (viewer: Viewer, status: SolutionStatus | null, allowed: readonly SolutionAction[]) => {
  if (viewer === 'manager') {
    return status && managerSubmitAction(status) === 'publish'
      ? {
          label: 'Publish',
          confirm: {
            title: 'Publish the solution',
            message: 'Are you sure you want to publish the solution? It appears in the catalogue at once.',
            button: 'Publish',
          },
        }
      : { label: 'Save changes', confirm: null };
  }
  return allowed.includes('editPublished')
    ? {
        label: 'Publish',
        confirm: {
          title: 'Publish the changes',
          message:
            'The solution stays in the catalogue and shows the changes at once. Are you sure you want to publish them?',
          button: 'Publish',
        },
      }
    : {
        label: 'Publish',
        confirm: {
          title: 'Publish the solution',
          message:
            'Are you sure you want to publish the solution? A platform manager reviews it before it appears in the catalogue.',
          button: 'Publish',
        },
      };
};

/** Brings the first field with a message into view and focuses it, after the messages have rendered. */
const revealFirstError = (form: HTMLFormElement | null) =>
  window.setTimeout(() => {
    const invalid =
      form?.querySelector<HTMLElement>('[aria-invalid="true"]') ??
      form
        ?.querySelector<HTMLElement>('.mantine-InputWrapper-error')
        ?.closest<HTMLElement>('.mantine-InputWrapper-root') ??
      null;
    invalid?.scrollIntoView({ block: 'center', behavior: 'smooth' });
    invalid?.focus?.({ preventScroll: true });
  }, 50);

/** The solution editor: General Info, Contact info, Logo, Video and Screenshots, with the footer the server's allowed actions give. */
export const SolutionForm = ({
  viewer,
  solution,
  allowedActions,
  initialValues,
  categories,
  categoryIds,
  company,
}: Props) => {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const intent = useRef<Intent>('publish');
  const formElement = useRef<HTMLFormElement>(null);
  const isManager = viewer === 'manager';
  const paths = solutionPaths(viewer);
  const status = solution?.status ?? null;
  const buttons = solutionButtons.inEditor(allowedActions);
  const words = publishWordsOf(viewer, status, allowedActions);
  // A manager saving a draft keeps it a draft, checked as one; everything else that publishes is checked in full.
  const publishMode = isManager && status === 'draft' ? 'draft' : 'review';
  const companyId = isManager ? (solution?.agencyId ?? null) : null;

  const finish = async (message: string) => {
    await queryClient.invalidateQueries({ queryKey: trpc.solution.pathKey() });
    notify({ kind: 'success', message, requestPath: 'solution.editor' });
    navigate(paths.list);
  };

  const send = async (values: SolutionFormValues, chosen: Intent): Promise<string> => {
    const content = contentOfValues(values);
    const target = solution ? { solutionId: solution.solutionId, version: solution.version } : {};
    if (chosen === 'draft') {
      await client.solution.saveDraft.mutate({ ...target, content });
      return solution ? SOLUTION_SUCCESS.draft : SOLUTION_SUCCESS.newDraft;
    }
    if (isManager && solution) {
      const { outcome } = await client.solution.managerSubmit.mutate({
        solutionId: solution.solutionId,
        version: solution.version,
        content,
      });
      return outcome === 'published' ? SOLUTION_SUCCESS.managerPublished : SOLUTION_SUCCESS.managerSaved;
    }
    await client.solution.sendToReview.mutate({ ...target, content });
    return allowedActions.includes('editPublished') ? SOLUTION_SUCCESS.published : SOLUTION_SUCCESS.sent;
  };

  const onSubmit = async (values: SolutionFormValues) => {
    const chosen = intent.current;
    if (chosen === 'publish') {
      // Publish checks everything review needs; the messages stay at their fields until edited.
      const problems = validateSolution(values, publishMode, categoryIds);
      if (problems && Object.keys(problems).length > 0) {
        notify({
          kind: 'error',
          message: 'Fix the highlighted fields before publishing',
          requestPath: 'solution.editor',
        });
        revealFirstError(formElement.current);
        return problems;
      }
      if (words.confirm && !(await confirm.ask(words.confirm))) return undefined;
    }
    try {
      await finish(await send(values, chosen));
      return undefined;
    } catch (error) {
      revealFirstError(formElement.current);
      return submitErrorsOf(error, isSolutionField, { stripPrefix: 'content.' });
    }
  };

  const categoryOptions = categories.map((c) => ({ value: c.value, label: c.label }));
  // Limits and formats show as the user types; what review requires is checked by Publish.
  const validate = useCallback(
    (values: SolutionFormValues) => validateSolution(values, 'draft', categoryIds),
    [categoryIds],
  );

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
                  <TextField
                    name="title"
                    label="Title"
                    required
                    maxLength={SOLUTION_LIMITS.title}
                    description={`Up to ${SOLUTION_LIMITS.title} characters`}
                  />
                  <TextField
                    name="link"
                    label="Solution website"
                    type="url"
                    inputMode="url"
                    placeholder="https://"
                    maxLength={SOLUTION_LIMITS.link}
                  />
                  <MultiSelectField
                    name="categories"
                    label="Categories"
                    required
                    options={categoryOptions}
                    maxValues={SOLUTION_LIMITS.categories}
                    placeholder="Choose categories"
                  />
                  <TextareaField
                    name="description"
                    label="Description"
                    required
                    maxLength={SOLUTION_LIMITS.description}
                    minRows={5}
                  />
                </Stack>
              </SectionCard>
              <SectionCard title="Contact info">
                <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
                  <TextField
                    name="contactEmail"
                    label="Contact e-mail"
                    type="email"
                    autoComplete="email"
                    required
                    maxLength={SOLUTION_LIMITS.email}
                    description="Where the platform sends clients' requests for this solution"
                  />
                  <CompanyPreview
                    company={company}
                    profilePath={isManager && solution ? `/manager/partners/${solution.agencyId}` : '/pa/company'}
                    profileLabel={isManager ? "Open the agency's profile" : 'Complete the company profile'}
                  />
                </SimpleGrid>
              </SectionCard>
              <SectionCard title="Logo">
                <ImageUploadField
                  name="logoId"
                  label="Logo"
                  purpose="logo"
                  required
                  companyId={companyId}
                  previewSize={96}
                  emptyText="No logo"
                  prepare={squareLogo}
                  description={`Square, ${LOGO_SIZE}×${LOGO_SIZE} pixels recommended; PNG or JPEG below 2 MB. Other shapes are cropped to the centred square.`}
                />
              </SectionCard>
              <SectionCard title="Video">
                <VideoLinksField />
              </SectionCard>
              <SectionCard title="Screenshots">
                <ScreenshotsField companyId={companyId} knownNames={solution?.screenNames ?? new Map()} />
              </SectionCard>
              <Group justify="flex-end" gap="sm" component="footer">
                {solution ? (
                  <Button
                    variant="default"
                    onClick={() => navigate(paths.item(solution.solutionId))}
                    disabled={submitting}
                  >
                    Cancel
                  </Button>
                ) : null}
                {buttons.includes('saveDraft') ? (
                  <Button
                    variant="default"
                    onClick={() => submit('draft')}
                    loading={submitting && intent.current === 'draft'}
                    disabled={submitting}
                  >
                    Save as draft
                  </Button>
                ) : null}
                {solution && buttons.includes('reject') ? (
                  <Button
                    color="red"
                    variant="light"
                    onClick={() => navigate(paths.reject(solution.solutionId))}
                    disabled={submitting}
                  >
                    Reject
                  </Button>
                ) : null}
                {buttons.includes('publish') ? (
                  <Button type="submit" loading={submitting && intent.current === 'publish'} disabled={submitting}>
                    {words.label}
                  </Button>
                ) : null}
              </Group>
            </Stack>
            {confirm.dialog}
          </form>
        );
      }}
    />
  );
};
