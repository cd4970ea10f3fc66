import { err, ok, type Result } from 'neverthrow';
import { notFound, type AppError } from '../../shared/appError';
import { parse } from '../../shared/parse';
import type { Option, ReferenceDeps } from '../referencePorts';
import { PopularKeySkillsInput } from '../schemas';

/** The skill picker suggests at most this many popular skills for the chosen role. */
export const POPULAR_KEY_SKILLS_SHOWN = 10;

/** Popular key skills of a specialization, in suggestion order, without the ones already chosen. */
export const listPopularKeySkills =
  ({ store }: ReferenceDeps) =>
  async (raw: unknown): Promise<Result<Option[], AppError>> => {
    const input = parse(PopularKeySkillsInput, raw ?? {});
    if (input.isErr()) return err(input.error);
    const { id, exclude } = input.value;
    if (!(await store.specializationExists(id)))
      return err(notFound('Specialization', 'reference.specialization_not_found'));
    return ok(await store.listPopularKeySkills({ specializationId: id, exclude, limit: POPULAR_KEY_SKILLS_SHOWN }));
  };
