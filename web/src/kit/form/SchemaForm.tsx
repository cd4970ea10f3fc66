import { Stack } from '@mantine/core';
import type { FormApi, SubmissionErrors } from 'final-form';
import type { ReactNode } from 'react';
import { Form } from 'react-final-form';
import type { z } from 'zod';
import { FormErrorAlert } from './FormErrorAlert';
import { zodValidate } from './zodValidate';

/** Two sets of initial values are the same when they hold the same values, whatever objects carry them. */
const sameValues = (a: unknown, b: unknown): boolean => {
  if (Object.is(a, b)) return true;
  if (a instanceof Date && b instanceof Date) return a.getTime() === b.getTime();
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  return (
    keysA.length === keysB.length &&
    keysA.every((key) => sameValues((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]))
  );
};

type SchemaFormProps<Values extends object> = {
  /** The form's accessible name. */
  readonly label: string;
  /** The area's shared schema (or the form's narrowing of it): the browser checks what the server checks. */
  readonly schema: z.ZodType;
  readonly initialValues?: Partial<Values>;
  /** Sends the values; answers the server's refusals as submit errors (`sendForm`). */
  readonly onSubmit: (
    values: Values,
    form: FormApi<Values>,
  ) => Promise<SubmissionErrors | undefined> | SubmissionErrors | undefined;
  readonly maw?: number;
  /** The fields and buttons, under the form's own error; a function when they follow the values. */
  readonly children: ReactNode | ((values: Values) => ReactNode);
};

/** After a refused submit, the first field marked in error is scrolled into view and focused, once it has rendered. */
const showFirstFieldInError = (form: EventTarget) =>
  window.setTimeout(() => {
    if (!(form instanceof HTMLFormElement)) return;
    const first = form.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!first) return;
    first.scrollIntoView({ block: 'center' });
    first.focus({ preventScroll: true });
  }, 0);

/** A react-final-form form checked by a zod schema: the browser's own validation off, the form's error above its fields. */
export const SchemaForm = <Values extends object>({
  label,
  schema,
  initialValues,
  onSubmit,
  maw,
  children,
}: SchemaFormProps<Values>) => (
  <Form<Values>
    onSubmit={onSubmit}
    {...(initialValues ? { initialValues } : {})}
    // Initial values built inline arrive as a new object on every render of the page: compared by reference, each
    // render re-initialised the form and dropped what the user had chosen (the claim form's specialist).
    initialValuesEqual={sameValues}
    validate={zodValidate(schema)}
    render={({ handleSubmit, values }) => (
      <form
        onSubmit={(event) => void Promise.resolve(handleSubmit(event)).then(() => showFirstFieldInError(event.target))}
        noValidate
        aria-label={label}
      >
        <Stack gap="md" {...(maw ? { maw } : {})}>
          <FormErrorAlert />
          {typeof children === 'function' ? children(values) : children}
        </Stack>
      </form>
    )}
  />
);
