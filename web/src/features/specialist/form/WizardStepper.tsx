import { Stepper } from '@mantine/core';
import { useFormState } from 'react-final-form';
import type { CardFormValues } from './formValues';
import { stepProgress, steps, stepsWithErrors } from './steps';
import classes from './WizardStepper.module.css';

/** A number or mark in the step's circle, drawn by CSS: decoration, so the step's name starts with its title. */
const Mark = ({ mark }: { readonly mark: string }) => (
  <span className={classes.mark} data-mark={mark} aria-hidden="true" />
);

/**
 * The five steps with their progress and a red marker where something must be fixed. A step's name is what it shows
 * (title, then 'Needs attention' or how much is filled; the number is drawn by CSS), so what is read aloud matches
 * what is seen and starts with the title. A step already passed never
 * shows a check mark while it misses something; the later steps are marked once the user tried to publish.
 */
export const WizardStepper = ({
  active,
  onSelect,
  showErrors,
}: {
  readonly active: number;
  readonly onSelect: (index: number) => void;
  readonly showErrors: boolean;
}) => {
  const { values, errors } = useFormState<CardFormValues>({ subscription: { values: true, errors: true } });
  const failing = new Set([...stepsWithErrors(errors)].filter((index) => showErrors || index < active));
  return (
    <Stepper
      active={active}
      onStepClick={onSelect}
      allowNextStepsSelect
      size="sm"
      aria-label="Steps of the specialist card"
    >
      {steps.map((step, index) => (
        <Stepper.Step
          key={step.id}
          label={step.title}
          description={failing.has(index) ? 'Needs attention' : `${stepProgress(step.id, values)}% filled`}
          color={failing.has(index) ? 'red' : undefined}
          icon={<Mark mark={String(index + 1)} />}
          completedIcon={failing.has(index) ? <Mark mark="!" /> : undefined}
        />
      ))}
    </Stepper>
  );
};
