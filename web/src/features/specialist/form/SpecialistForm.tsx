import { Alert, Box, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import arrayMutators from 'final-form-arrays';
import { useEffect, useRef, useState } from 'react';
import { Form, type FormRenderProps } from 'react-final-form';
import { useNavigate } from 'react-router';
import { notify } from '../../../app/notify';
import { useTRPC, useTRPCClient } from '../../../app/trpc';
import { ErrorState } from '../../../kit/ErrorState';
import { LoadingState } from '../../../kit/LoadingState';
import { errorMessageOf } from '../../../app/notify';
import type { SpecialistStatus } from '../card/specialistLabels';
import { ConditionsStep } from './ConditionsStep';
import { CvImportPanel } from './CvImportPanel';
import { EducationStep } from './EducationStep';
import { ExperienceStep } from './ExperienceStep';
import { contentOfValues, reviewOfValues, type CardFormValues } from './formValues';
import { PersonalStep } from './PersonalStep';
import { cardSubmitErrors } from './serverErrors';
import { SkillsStep } from './SkillsStep';
import { errorPaths, stepOfPath, steps } from './steps';
import { useEditorReference } from './useEditorReference';
import { validateCard } from './validation';
import { WizardStepper } from './WizardStepper';

export type EditedCard = {
  readonly specialistId: string;
  readonly status: SpecialistStatus;
  readonly version: number;
  readonly agencyId: string;
  readonly clientReservations: readonly { startPeriod: string; endPeriod: string }[];
};

type Props = {
  readonly viewer: 'agency' | 'manager';
  /** Null when creating a new card. */
  readonly card: EditedCard | null;
  readonly initialValues: CardFormValues;
};

export const SUCCESS = {
  sent: 'Specialist card sent for review and publication in the catalog',
  published: 'Changes made successfully published',
  draft: 'Specialist card with "Draft" status has been successfully changed',
  managerPublished: 'The specialist card is published in the catalogue',
} as const;

/** Touches every field under the step's paths so their messages show. */
const touchStep = (form: FormRenderProps<CardFormValues>['form'], index: number) => {
  const prefixes = steps[index]?.prefixes ?? [];
  for (const name of form.getRegisteredFields()) if (prefixes.some((p) => name === p || name.startsWith(`${p}.`) || name.startsWith(`${p}[`))) form.blur(name as never);
};

export const SpecialistForm = ({ viewer, card, initialValues }: Props) => {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [active, setActive] = useState(0);
  const [attempted, setAttempted] = useState(card !== null);
  const [confirming, setConfirming] = useState<((ok: boolean) => void) | null>(null);
  const [savingDraft, setSavingDraft] = useState(false);
  const top = useRef<HTMLDivElement>(null);
  const isManager = viewer === 'manager';
  const listPath = isManager ? '/manager/specialists/list' : '/pa/specialists';
  const companyId = isManager ? (card?.agencyId ?? null) : null;
  const [live, setLive] = useState({ countryCode: initialValues.shared.countryCode, categories: initialValues.shared.categories, specializationId: initialValues.shared.specializationId, skills: initialValues.shared.keySkills.flatMap((s) => (s.id ? [s.id] : [])) });
  const reference = useEditorReference(live.countryCode, live.categories, live.specializationId, live.skills);

  const go = (index: number) => {
    setActive(index);
    top.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  const finish = async (message: string) => {
    await queryClient.invalidateQueries({ queryKey: trpc.specialist.pathKey() });
    notify({ kind: 'success', message });
    navigate(listPath);
  };

  /** Publish: every step checked with the review rules (react-final-form blocks the submit otherwise), then confirmed. */
  const onSubmit = async (values: CardFormValues) => {
    const ok = await new Promise<boolean>((resolve) => setConfirming(() => resolve));
    setConfirming(null);
    if (!ok) return undefined;
    const content = contentOfValues(values);
    const target = card ? { specialistId: card.specialistId, version: card.version } : {};
    try {
      if (!isManager) {
        await client.specialist.sendToReview.mutate({ ...target, content });
        await finish(card?.status === 'published' ? SUCCESS.published : SUCCESS.sent);
      } else if (card?.status === 'moderation') {
        await client.specialist.publish.mutate({ specialistId: card.specialistId, version: card.version, content, review: reviewOfValues(values) });
        await finish(SUCCESS.managerPublished);
      } else if (card) {
        await client.specialist.managerSave.mutate({ specialistId: card.specialistId, version: card.version, content, review: reviewOfValues(values) });
        await finish(SUCCESS.published);
      }
      return undefined;
    } catch (error) {
      const errors = cardSubmitErrors(error);
      const first = errorPaths(errors).map(stepOfPath).find((i) => i >= 0);
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
      await client.specialist.saveDraft.mutate({ ...(card ? { specialistId: card.specialistId, version: card.version } : {}), content: contentOfValues(values) });
      await finish(SUCCESS.draft);
    } catch (error) {
      notify({ kind: 'error', message: errorMessageOf(error) });
    } finally {
      setSavingDraft(false);
    }
  };

  if (reference.loading) return <LoadingState rows={8} label="Loading the editor" />;
  if (reference.failed) return <ErrorState message={errorMessageOf(reference.failed)} onRetry={reference.retry} />;

  const canSaveDraft = !isManager && (card === null || card.status === 'draft');
  const last = active === steps.length - 1;

  return (
    <Form<CardFormValues>
      onSubmit={onSubmit}
      initialValues={initialValues}
      mutators={{ ...arrayMutators }}
      validate={(values) => validateCard(values, 'review', reference.categoriesWithChildren)}
      subscription={{ submitting: true, submitError: true }}
      render={({ handleSubmit, form, submitting, submitError }) => (
        <form
          noValidate
          aria-label="Specialist card"
          onSubmit={(event) => {
            setAttempted(true);
            const invalid = form.getState().hasValidationErrors;
            void handleSubmit(event);
            if (invalid) {
              const first = errorPaths(form.getState().errors).map(stepOfPath).find((i) => i >= 0);
              if (first !== undefined) go(first);
            }
          }}
        >
          <LiveValues onChange={setLive} form={form} />
          <TouchAllOnLoad enabled={card !== null} form={form} />
          <Stack gap="lg">
            <div ref={top} />
            <WizardStepper active={active} onSelect={go} showErrors={attempted} />
            {submitError ? <Alert color="red" role="alert">{String(submitError)}</Alert> : null}
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
                {step.id === 'conditions' ? <ConditionsStep reference={reference} isManager={isManager} clientReservations={card?.clientReservations ?? []} /> : null}
              </Box>
            ))}
            <Group justify="space-between">
              <Group>
                {active > 0 ? (
                  <Button variant="default" onClick={() => { touchStep(form, active); go(active - 1); }}>
                    Previous step
                  </Button>
                ) : null}
                {!last ? (
                  <Button variant="light" onClick={() => { touchStep(form, active); go(active + 1); }}>
                    Continue
                  </Button>
                ) : null}
              </Group>
              <Group>
                {isManager ? (
                  <Button variant="default" onClick={() => navigate(card ? `/manager/specialists/${card.specialistId}` : listPath)} disabled={submitting}>
                    Cancel
                  </Button>
                ) : null}
                {canSaveDraft ? (
                  <Button variant="default" onClick={() => void saveDraft(form.getState().values)} loading={savingDraft} disabled={submitting}>
                    Save as draft
                  </Button>
                ) : null}
                {isManager && card?.status === 'moderation' && last ? (
                  <Button color="red" variant="light" onClick={() => navigate(`/manager/specialists/${card.specialistId}/reject`)} disabled={submitting}>
                    Decline
                  </Button>
                ) : null}
                {last ? (
                  <Button type="submit" loading={submitting} disabled={savingDraft}>
                    Publish
                  </Button>
                ) : null}
              </Group>
            </Group>
          </Stack>
          <Modal opened={confirming !== null} onClose={() => confirming?.(false)} title="Publish the card" centered closeButtonProps={{ 'aria-label': 'Close' }}>
            <Text size="sm">Are you sure you want to publish a specialist card?</Text>
            <Group justify="flex-end" mt="lg">
              <Button variant="default" onClick={() => confirming?.(false)} data-autofocus>
                Cancel
              </Button>
              <Button onClick={() => confirming?.(true)}>Publish</Button>
            </Group>
          </Modal>
        </form>
      )}
    />
  );
};

/** Feeds the reference hook the values it depends on (country, categories, role, chosen skills). */
const LiveValues = ({ form, onChange }: { readonly form: FormRenderProps<CardFormValues>['form']; readonly onChange: (v: { countryCode: string | null; categories: string[]; specializationId: string | null; skills: string[] }) => void }) => {
  const last = useRef('');
  useEffect(
    () =>
      form.subscribe(
        ({ values }) => {
          const skills = values.shared.keySkills.flatMap((s) => (s.id ? [s.id] : []));
          const next = { countryCode: values.shared.countryCode, categories: values.shared.categories, specializationId: values.shared.specializationId, skills };
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
const TouchAllOnLoad = ({ enabled, form }: { readonly enabled: boolean; readonly form: FormRenderProps<CardFormValues>['form'] }) => {
  useEffect(() => {
    if (!enabled) return;
    const timer = setTimeout(() => form.getRegisteredFields().forEach((name) => form.blur(name as never)), 0);
    return () => clearTimeout(timer);
  }, [enabled, form]);
  return null;
};

