import { err } from 'neverthrow';
import { useCase } from '../../moderation/useCase';
import { conflict } from '../../shared/appError';
import { SaveInfoPageInput } from '../articleSchemas';
import type { ContentDeps } from '../contentPorts';
import { asBlogManager } from '../policies';
import { getInfoPageForEdit } from '../queries/infoPages';

/** A manager edits an information page; `version` is the one loaded (0 for a page never edited), so a stale save answers 409. */
export const saveInfoPage = useCase(asBlogManager, SaveInfoPageInput, async (deps: ContentDeps, caller, input) => {
  const refusal = await deps.infoPages.save(
    { slug: input.slug, title: input.title, description: input.description.trim(), content: input.content },
    input.version ?? null,
    { actorId: caller.userId, emulatedBy: caller.emulatedBy, at: deps.clock.now() },
  );
  if (refusal)
    return err(
      conflict('Someone else changed this page at the same time. Reload and try again.', 'info_page.version_conflict'),
    );
  return getInfoPageForEdit(deps)(caller, { slug: input.slug });
});
