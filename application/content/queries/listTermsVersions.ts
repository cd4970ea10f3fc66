import { ok } from 'neverthrow';
import { useCase } from '../../moderation/useCase';
import type { ContentDeps } from '../contentPorts';
import { asTermsManager, termsVersionNotFound } from '../policies';
import { TermsVersionIdInput, TermsVersionListInput, type TermsVersionListOutput } from '../schemas';
import { toManagerTermsVersion } from '../termsViews';
import { err } from 'neverthrow';

/** The managers' list: newest effective date first, with acceptance counts. */
export const listTermsVersions = useCase(
  asTermsManager,
  TermsVersionListInput,
  async (deps: ContentDeps, _caller, { page, count }) => {
    const now = deps.clock.now();
    const all = await deps.terms.versions();
    const newestFirst = [...all].reverse();
    const items = newestFirst.slice((page - 1) * count, page * count).map((row) => {
      const {
        content: _c,
        html: _h,
        changes: _ch,
        changesHtml: _chh,
        ...listed
      } = toManagerTermsVersion(row, all, now);
      return listed;
    });
    return ok<TermsVersionListOutput>({ items, meta: { page, count, total: all.length } });
  },
);

/** One version as its editor loads it. */
export const getTermsVersion = useCase(
  asTermsManager,
  TermsVersionIdInput,
  async (deps: ContentDeps, _caller, { id }) => {
    const all = await deps.terms.versions();
    const row = all.find((v) => v.id === id);
    return row ? ok(toManagerTermsVersion(row, all, deps.clock.now())) : err(termsVersionNotFound);
  },
);
