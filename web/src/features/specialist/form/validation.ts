import { specialistCardSchema } from '../../../../../application/specialist/schemas';
import { zodValidate } from '../../../kit/form/zodValidate';
import { contentOfValues, type CardFormValues } from './formValues';

export type ValidationMode = 'draft' | 'review';

/** The same rules as the server: draft checks limits and formats, review also what is required. */
export const validateCard = (
  values: CardFormValues,
  mode: ValidationMode,
  categoriesWithChildren: ReadonlySet<string>,
) => {
  const today = new Date().toISOString().slice(0, 10);
  return zodValidate(specialistCardSchema({ mode, today, categoriesWithChildren }))(contentOfValues(values));
};
