import { err, ok, type Result } from 'neverthrow';
import type { Actor } from '../../shared/actor';
import type { AppError } from '../../shared/appError';
import { parse } from '../../shared/parse';
import type { CandidateFilter, CandidateRow, InterviewDeps } from '../interviewPorts';
import { authorize } from '../../shared/authorize';
import { asCandidateManager } from '../policies';
import { CandidateListInput } from '../schemas';

const EXPORT_CAP = 100_000;
const BATCH = 1_000;

export type CandidateExport = { readonly title: string; readonly rows: AsyncIterable<CandidateRow> };

/** Candidates (or, with `onProject`, the specialists working on projects) as rows read page by page. */
export const exportCandidates =
  (deps: InterviewDeps, onProject: boolean) =>
  async (actor: Actor | null, raw: unknown): Promise<Result<CandidateExport, AppError>> => {
    // Staff download the whole pipeline only with the export scope, besides the right to run it.
    const manager = asCandidateManager(actor).andThen((caller) => authorize(caller, 'excel:export'));
    if (manager.isErr()) return err(manager.error);
    const input = parse(CandidateListInput, raw);
    if (input.isErr()) return err(input.error);
    const filter: CandidateFilter = {
      statuses: input.value.status,
      search: input.value.search,
      onProject: onProject || undefined,
    };
    return ok({
      title: onProject ? 'Specialists on projects' : 'Candidates',
      rows: {
        async *[Symbol.asyncIterator]() {
          for (let page = 1; (page - 1) * BATCH < EXPORT_CAP; page++) {
            const { items } = await deps.candidates.list(filter, input.value.sort, { page, count: BATCH });
            yield* items;
            if (items.length < BATCH) return;
          }
        },
      },
    });
  };
