import { err, ok, type Result } from 'neverthrow';
import type { AppError } from '../../shared/appError';
import { parse } from '../../shared/parse';
import type { Option, ReferenceDeps } from '../referencePorts';
import { EnumerationInput } from '../schemas';

/** GET /api/enum/list?type=: one fixed list as options. */
export const listEnumeration =
  ({ store }: ReferenceDeps) =>
  async (raw: unknown): Promise<Result<Option[], AppError>> => {
    const input = parse(EnumerationInput, raw ?? {});
    if (input.isErr()) return err(input.error);
    const { type } = input.value;
    switch (type) {
      case 'Language':
        return ok(await store.listLanguages());
      case 'SocialNetwork':
        return ok((await store.listSocialNetworks()).map(({ id, title }) => ({ id, title })));
      case 'LanguageLevel':
      case 'EducationLevel':
      case 'EngagementType':
      case 'EmployeesCount':
      case 'WithoutVATArticle':
      case 'DocumentStatus':
        return ok(await store.listEnumeration(type));
      default: {
        const _exhaustive: never = type;
        return _exhaustive;
      }
    }
  };
