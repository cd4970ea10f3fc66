import {
  solutionContentSchema,
  type SolutionContentInput,
  type SolutionValidationContext,
} from '../../../../../application/solution/schemas';
import { zodValidate } from '../../../kit/form/zodValidate';
import type { SolutionDetails } from '../solutionLabels';

/**
 * The editor's fields, named as the server names them under `content.`, so the shared schema checks the form
 * as it is and the server's field errors land on the right inputs. Video links stay rows of text; empty ones
 * are dropped by the server.
 */
export type SolutionFormValues = {
  title: string;
  link: string;
  categories: string[];
  description: string;
  contactEmail: string;
  logoId: string | null;
  screenshotIds: string[];
  videoLinks: string[];
};

export type SolutionValidationMode = SolutionValidationContext['mode'];

export const emptySolutionValues = (contactEmail = ''): SolutionFormValues => ({
  title: '',
  link: '',
  categories: [],
  description: '',
  contactEmail,
  logoId: null,
  screenshotIds: [],
  videoLinks: [],
});

export const valuesOfSolution = (solution: SolutionDetails): SolutionFormValues => ({
  title: solution.content.title,
  link: solution.content.link,
  categories: [...solution.content.categories],
  description: solution.content.description,
  contactEmail: solution.content.contactEmail,
  logoId: solution.content.logoId,
  screenshotIds: [...solution.content.screenshotIds],
  videoLinks: [...solution.content.videoLinks],
});

/** What the editor sends: the fields as they are, empty video rows left out. */
export const contentOfValues = (values: SolutionFormValues): SolutionContentInput => ({
  ...values,
  videoLinks: values.videoLinks.map((link) => (link ?? '').trim()).filter((link) => link !== ''),
});

/** The server's rules: a draft checks limits and formats; review also what is required. */
export const validateSolution = (
  values: SolutionFormValues,
  mode: SolutionValidationMode,
  solutionCategoryIds?: ReadonlySet<string>,
) =>
  zodValidate(solutionContentSchema({ mode, ...(solutionCategoryIds ? { solutionCategoryIds } : {}) }))({
    ...values,
    // Empty rows are allowed while typing; the schema sees them as the server will.
    videoLinks: values.videoLinks.map((link) => link ?? ''),
  });

/** Whether a server issue's path (without `content.`) is a field of the editor; the rest shows as the form's own error. */
export const isSolutionField = (field: string): boolean =>
  /^(title|link|categories|description|contactEmail|logoId|screenshotIds|videoLinks)(\.|$)/.test(field);
