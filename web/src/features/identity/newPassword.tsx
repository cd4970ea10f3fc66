import { z } from 'zod';
import { PasswordField } from '../../kit/form/PasswordField';

/**
 * A form schema with its new password typed twice; the repeat is the browser's own check and never leaves it.
 * `field` is the schema's new password, `repeat` the field added for the second typing.
 */
export const withRepeatedPassword = <Shape extends z.ZodRawShape>(
  schema: z.ZodObject<Shape>,
  field: keyof Shape & string,
  repeat: string,
) =>
  schema
    .extend({ [repeat]: z.string({ error: 'Repeat the new password' }).min(1, 'Repeat the new password') })
    .refine((values: Record<string, unknown>) => values[field] === values[repeat], {
      message: 'The passwords do not match',
      path: [repeat],
    });

/** The new password and its repeat, as the change and the reset forms ask for them. */
export const NewPasswordFields = ({ name, repeatName }: { readonly name: string; readonly repeatName: string }) => (
  <>
    <PasswordField
      name={name}
      label="New password"
      autoComplete="new-password"
      description="At least 8 characters: latin letters, digits and symbols"
      withAsterisk
    />
    <PasswordField name={repeatName} label="Repeat the new password" autoComplete="new-password" withAsterisk />
  </>
);
