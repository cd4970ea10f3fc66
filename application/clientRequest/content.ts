import { err, ok, type Result } from 'neverthrow';
import type { ClientRequestContent } from '../../domain/clientRequest/clientRequest.content';
import { parseContentWith } from '../moderation/content';
import { validationError, type AppError, type FieldIssue } from '../shared/appError';
import type { ClientRequestDeps } from './clientRequestPorts';
import { ClientRequestContentInput } from './schemas';

const unique = (values: readonly string[]) => [...new Set(values.map((v) => v.toLowerCase()))];

/**
 * The request as the form sent it, checked by the schema and against the reference data: top categories of the
 * specialist catalogue, subcategories of the chosen categories, known key skills. Field errors come under `content.`.
 */
export const parseRequestContent = async (
  deps: ClientRequestDeps,
  raw: unknown,
): Promise<Result<ClientRequestContent, AppError>> => {
  const parsed = parseContentWith(ClientRequestContentInput, raw);
  if (parsed.isErr()) return err(parsed.error);
  const content = parsed.value;
  const categoryIds = unique(content.categoryIds);
  const subcategoryIds = unique(content.subcategoryIds);
  const keySkillIds = unique(content.keySkillIds);
  const [tree, skills] = await Promise.all([deps.reference.categoryTree(), deps.reference.keySkillIds(keySkillIds)]);
  const issues: FieldIssue[] = [];
  categoryIds.forEach((id, i) => {
    if (tree.get(id)?.parentId !== null)
      issues.push({ field: `content.categoryIds.${i}`, message: 'Choose a category from the list', code: 'custom' });
  });
  subcategoryIds.forEach((id, i) => {
    const parent = tree.get(id)?.parentId;
    if (!parent || !categoryIds.includes(parent))
      issues.push({
        field: `content.subcategoryIds.${i}`,
        message: 'Choose a subcategory of the chosen categories',
        code: 'custom',
      });
  });
  keySkillIds.forEach((id, i) => {
    if (!skills.has(id))
      issues.push({ field: `content.keySkillIds.${i}`, message: 'Choose a key skill from the list', code: 'custom' });
  });
  if (issues.length > 0) return err(validationError(issues));
  return ok({ ...content, categoryIds, subcategoryIds, keySkillIds });
};
