import { Box, Button, Group, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import arrayMutators from 'final-form-arrays';
import { useEffect, useRef, useState } from 'react';
import { Form, type FormRenderProps } from 'react-final-form';
import { useNavigate } from 'react-router';
import type { SpecialistAction } from '../../../../../domain/specialist/specialist.status';
import { errorMessageOf, notify } from '../../../app/notify';
import { useTRPC, useTRPCClient } from '../../../app/trpc';
import { ErrorState } from '../../../kit/ErrorState';
import { FormErrorAlert } from '../../../kit/form/FormErrorAlert';
import { errorPaths, submitErrorsOf } from '../../../kit/form/submitErrors';
import { LoadingState } from '../../../kit/LoadingState';
import { useConfirm } from '../../../kit/moderation/useConfirm';
import { cardButtons } from '../card/offeredActions';
import { cardPaths, type Viewer } from '../card/specialistLabels';
import { ConditionsStep } from './ConditionsStep';
import { CvImportPanel } from './CvImportPanel';
import { EducationStep } from './EducationStep';
import { ExperienceStep } from './ExperienceStep';
import { contentOfValues, isCardField, reviewOfValues, type CardFormValues } from './formValues';
import { PersonalStep } from './PersonalStep';
import { SkillsStep } from './SkillsStep';
import { stepOfPath, steps } from './steps';
import { useEditorReference } from './useEditorReference';
import { validateCard } from './validation';
import { WizardStepper } from './WizardStepper';

export type EditedCard = {
  readonly specialistId: string;
  readonly version: number;
  readonly agencyId: string;
  readonly clientReservations: readonly { startPeriod: string; endPeriod: string }[];
  /** The manager's review was given before the agency edited the published card: the 'verified' mark was taken off. */
  readonly reviewForEarlierVersion: boolean;
};

type Props = {
  readonly viewer: Viewer;
  /** Null when creating a new card. */
  readonly card: EditedCard | null;
  /** What the server allows this user with the card (for a new card, the table's `new` row). */
  readonly allowedActions: readonly SpecialistAction[];
  readonly initialValues: CardFormValues;
};

export const SUCCESS = {
  sent: 'Specialist card sent for review and publication in the catalog',
  published: 'Changes made successfully published',
  /** The seeds' words for a change to a card already saved; a card saved for the first time says so. */
  draft: 'Specialist card with "Draft" status has been successfully changed',
  newDraft: 'Specialist card saved as a draft',
  managerPublished: 'The specialist card is published in the catalogue',
} as const;

/** Touches every field under the step's paths so their messages show. */
const touchStep = (form: FormRenderProps<CardFormValues>['form'], index: number) => {
  const prefixes = steps[index]?.prefixes ?? [];
  for (const name of form.getRegisteredFields())
    if (prefixes.some((p) => name === p || name.startsWith(`${p}.`) || name.startsWith(`${p}[`)))
      form.blur(name as never);
};

/**
 * 'Continue' marks what the step still misses and says so; the user may fill it in later (Publish asks for it),
 * and the stepper shows the step as needing attention instead of done.
 */
const continueFrom = (form: FormRenderProps<CardFormValues>['form'], index: number) => {
  touchStep(form, index);
  const missing = errorPaths(form.getState().errors).filter((path) => stepOfPath(path) === index).length;
  if (missing > 0) {
    const step = steps[index]?.title ?? 'This step';
    notify({
      kind: 'info',
      title: `${step} is not complete`,
      message: `${missing} ${missing === 1 ? 'field needs' : 'fields need'} attention (marked in red). Fill ${missing === 1 ? 'it' : 'them'} in before publishing.`,
    });
  }
};

export const SpecialistForm = ({ viewer, card, allowedActions, initialValues }: Props) => {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const [active, setActive] = useState(0);
  const [attempted, setAttempted] = useState(card !== null);
  const [savingDraft, setSavingDraft] = useState(false);
  const top = useRef<HTMLDivElement>(null);
  const isManager = viewer === 'manager';
  const paths = cardPaths(viewer);
  const buttons = cardButtons.inEditor(allowedActions);
  const companyId = isManager ? (card?.agencyId ?? null) : null;
  const [live, setLive] = useState({
    countryCode: initialValues.shared.countryCode,
    categories: initialValues.shared.categories,
    specializationId: initialValues.shared.specializationId,
    skills: initialValues.shared.keySkills.flatMap((s) => (s.id ? [s.id] : [])),
  });
  const reference = useEditorReference(live.countryCode, live.categories, live.specializationId, live.skills);

  const go = (index: number) => {
    setActive(index);
    top.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  const finish = async (message: string) => {
    await queryClient.invalidateQueries({ queryKey: trpc.specialist.pathKey() });
    notify({ kind: 'success', message });
    navigate(paths.list);
  };

  /** The agency sends the card for review (a published card is edited in place); a manager's one submit publishes a card in moderation and saves any other. */
  const send = async (values: CardFormValues): Promise<string> => {
    const content = contentOfValues(values);
    if (isManager && card) {
      const { outcome } = await client.specialist.managerSubmit.mutate({
        specialistId: card.specialistId,
        version: card.version,
        content,
        review: reviewOfValues(values),
      });
      return outcome === 'published' ? SUCCESS.managerPublished : SUCCESS.published;
    }
    await client.specialist.sendToReview.mutate({
      ...(card ? { specialistId: card.specialistId, version: card.version } : {}),
      content,
    });
    return allowedActions.includes('editPublished') ? SUCCESS.published : SUCCESS.sent;
  };

  /** Publish: every step checked with the review rules (react-final-form blocks the submit otherwise), then confirmed. */
  const onSubmit = async (values: CardFormValues) => {
    if (
      !(await confirm.ask({
        title: 'Publish the card',
        message: 'Are you sure you want to publish a specialist card?',
        button: 'Publish',
      }))
    )
      return undefined;
    try {
      await finish(await send(values));
      return undefined;
    } catch (error) {
      // Every message the server gives lands at its field, or in the form's own error above the steps.
      const errors = submitErrorsOf(error, isCardField, { stripPrefix: 'content.' });
      const first = errorPaths(errors)
        .map(stepOfPath)
        .find((i) => i >= 0);
      if (first !== undefined) go(first);
      return errors;
    }
  };

  const saveDraft = async (values: CardFormValues) => {
    const problems = errorPaths(validateCard(values, 'draft', reference.categoriesWithChildren));
    if (problems.length > 0) {
      go(Math.max(0, stepOfPath(problems[0] as string)));
      notify({ kind: 'error', message: 'Fix the highlighted fields before saving the draft' });
      return;
    }
    setSavingDraft(true);
    try {
      await client.specialist.saveDraft.mutate({
        ...(card ? { specialistId: card.specialistId, version: card.version } : {}),
        content: contentOfValues(values),
      });
      await finish(card ? SUCCESS.draft : SUCCESS.newDraft);
    } catch (error) {
      notify({ kind: 'error', message: errorMessageOf(error) });
    } finally {
      setSavingDraft(false);
    }
  };

  if (reference.loading) return <LoadingState rows={8} label="Loading the editor" />;
  if (reference.failed) return <ErrorState message={errorMessageOf(reference.failed)} onRetry={reference.retry} />;

  const last = active === steps.length - 1;

  return (
    <Form<CardFormValues>
      onSubmit={onSubmit}
      initialValues={initialValues}
      mutators={{ ...arrayMutators }}
      validate={(values) => validateCard(values, 'review', reference.categoriesWithChildren)}
      subscription={{ submitting: true }}
      render={({ handleSubmit, form, submitting }) => (
        <form
          noValidate
          aria-label="Specialist card"
          onSubmit={(event) => {
            setAttempted(true);
            const invalid = form.getState().hasValidationErrors;
            void handleSubmit(event);
            if (invalid) {
              const first = errorPaths(form.getState().errors)
                .map(stepOfPath)
                .find((i) => i >= 0);
              if (first !== undefined) go(first);
            }
          }}
        >
          <LiveValues onChange={setLive} form={form} />
          <TouchAllOnLoad enabled={card !== null} form={form} />
          <Stack gap="lg">
            <div ref={top} />
            <WizardStepper active={active} onSelect={go} showErrors={attempted} />
            <FormErrorAlert />
            {steps.map((step, index) => (
              <Box key={step.id} hidden={index !== active} role="group" aria-label={step.title}>
                {step.id === 'personal' ? (
                  <Stack gap="lg">
                    <CvImportPanel companyId={companyId} />
                    <PersonalStep reference={reference} companyId={companyId} />
                  </Stack>
                ) : null}
                {step.id === 'skills' ? <SkillsStep reference={reference} /> : null}
                {step.id === 'experience' ? <ExperienceStep /> : null}
                {step.id === 'education' ? <EducationStep companyId={companyId} /> : null}
                {step.id === 'conditions' ? (
                  <ConditionsStep
                    reference={reference}
                    isManager={isManager}
                    clientReservations={card?.clientReservations ?? []}
                    reviewForEarlierVersion={card?.reviewForEarlierVersion ?? false}
                  />
                ) : null}
              </Box>
            ))}
            <Group justify="space-between">
              <Group>
                {active > 0 ? (
                  <Button
                    variant="default"
                    onClick={() => {
                      touchStep(form, active);
                      go(active - 1);
                    }}
                  >
                    Previous step
                  </Button>
                ) : null}
                {!last ? (
                  <Button
                    variant="light"
                    onClick={() => {
                      continueFrom(form, active);
                      go(active + 1);
                    }}
                  >
                    Continue
                  </Button>
                ) : null}
              </Group>
              <Group>
                {isManager ? (
                  <Button
                    variant="default"
                    onClick={() => navigate(card ? paths.item(card.specialistId) : paths.list)}
                    disabled={submitting}
                  >
                    Cancel
                  </Button>
                ) : null}
                {buttons.includes('saveDraft') ? (
                  <Button
                    variant="default"
                    onClick={() => void saveDraft(form.getState().values)}
                    loading={savingDraft}
                    disabled={submitting}
                  >
                    Save as draft
                  </Button>
                ) : null}
                {card && buttons.includes('decline') && last ? (
                  <Button
                    color="red"
                    variant="light"
                    onClick={() => navigate(paths.reject(card.specialistId))}
                    disabled={submitting}
                  >
                    Decline
                  </Button>
                ) : null}
                {last && buttons.includes('publish') ? (
                  <Button type="submit" loading={submitting} disabled={savingDraft}>
                    Publish
                  </Button>
                ) : null}
              </Group>
            </Group>
          </Stack>
          {confirm.dialog}
        </form>
      )}
    />
  );
};

/** Feeds the reference hook the values it depends on (country, categories, role, chosen skills). */
const LiveValues = ({
  form,
  onChange,
}: {
  readonly form: FormRenderProps<CardFormValues>['form'];
  readonly onChange: (v: {
    countryCode: string | null;
    categories: string[];
    specializationId: string | null;
    skills: string[];
  }) => void;
}) => {
  const last = useRef('');
  useEffect(
    () =>
      form.subscribe(
        ({ values }) => {
          const skills = values.shared.keySkills.flatMap((s) => (s.id ? [s.id] : []));
          const next = {
            countryCode: values.shared.countryCode,
            categories: values.shared.categories,
            specializationId: values.shared.specializationId,
            skills,
          };
          const key = JSON.stringify(next);
          if (key === last.current) return;
          last.current = key;
          onChange(next);
        },
        { values: true },
      ),
    [form, onChange],
  );
  return null;
};

/** In edit mode every step is checked on load, so the markers show what still blocks publishing. */
const TouchAllOnLoad = ({
  enabled,
  form,
}: {
  readonly enabled: boolean;
  readonly form: FormRenderProps<CardFormValues>['form'];
}) => {
  useEffect(() => {
    if (!enabled) return;
    const timer = setTimeout(() => form.getRegisteredFields().forEach((name) => form.blur(name as never)), 0);
    return () => clearTimeout(timer);
  }, [enabled, form]);
  return null;
};
