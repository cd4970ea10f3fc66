import { err, ok, type Result } from 'neverthrow';
import type { AppError } from '../../shared/appError';
import { parse } from '../../shared/parse';
import type { Option, ReferenceDeps } from '../referencePorts';
import { KeySkillsInput } from '../schemas';

/** Approved key skills by title, or the best matches of a search (prefix first, then similar spellings). */
export const listKeySkills =
  ({ store }: ReferenceDeps) =>
  async (raw: unknown): Promise<Result<Option[], AppError>> => {
    const input = parse(KeySkillsInput, raw ?? {});
    if (input.isErr()) return err(input.error);
    return ok(await store.listKeySkills(input.value));
  };
