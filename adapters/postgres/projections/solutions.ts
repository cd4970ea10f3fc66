import { postgreSQLProjection } from '@event-driven-io/emmett-postgresql';
import type { Event } from '@event-driven-io/emmett';
import type pg from 'pg';
import { shortDescriptionOf, type SolutionContent } from '../../../domain/solution/solution.content';
import type { SolutionEvent } from '../../../domain/solution/solution.events';
import { eventTypes, evolve } from '../../../domain/solution/solution.state';
import { eventsOfArea } from '../moderation/areaEvents';
import { solutionOfRow } from '../solution/solutionState';
import { isInCatalogue, type SolutionStatus } from '../../../domain/solution/solution.status';

/**
 * The `solutions` list rows and the public `solution_catalog`, written in the transaction of each append.
 * The catalogue row is derived from the list row after every event: present exactly while the solution is published.
 */
const contentColumns = (content: SolutionContent) => [
  content.title,
  content.link,
  content.categories,
  content.description,
  shortDescriptionOf(content.description),
  content.contactEmail,
  content.logoId,
  content.screenshotIds,
  content.videoLinks,
  JSON.stringify(content),
];

const setContent = `title = $2, link = $3, categories = $4, description = $5, short_description = $6, contact_email = $7, logo_id = $8,
  screenshot_ids = $9, video_links = $10, content = $11`;

const insertSolution = `
  insert into solutions (id, title, link, categories, description, short_description, contact_email, logo_id, screenshot_ids, video_links, content,
    agency_id, status, version, created_at, updated_at)
  values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $15)`;

const enterCatalog = `insert into solution_catalog (id, agency_id, title, link, categories, description, short_description, logo_id, screenshot_ids, video_links, published_at, updated_at)
   select id, agency_id, title, link, categories, description, short_description, logo_id, screenshot_ids, video_links, coalesce(published_at, updated_at), updated_at
     from solutions where id = $1
   on conflict (id) do update set title = excluded.title, link = excluded.link, categories = excluded.categories, description = excluded.description,
     short_description = excluded.short_description, logo_id = excluded.logo_id, screenshot_ids = excluded.screenshot_ids,
     video_links = excluded.video_links, published_at = excluded.published_at, updated_at = excluded.updated_at`;

type Client = {
  query: (
    text: string,
    values?: unknown[],
  ) => Promise<{ rowCount: number | null; rows: { status?: SolutionStatus }[] }>;
};

const apply = async (client: Client, event: SolutionEvent, version: bigint): Promise<void> => {
  const id = event.data.solutionId;
  const at = new Date(event.metadata.at);
  // The manager's verification as the domain leaves it after the event (an agency's edit in the catalogue undoes it).
  const { verification } = evolve(await solutionOfRow(client as unknown as pg.ClientBase, id), event);
  const setStatus = (status: string, extra = '', values: unknown[] = []) =>
    client.query(`update solutions set status = $2, version = $3, updated_at = $4${extra} where id = $1`, [
      id,
      status,
      version,
      at,
      ...values,
    ]);
  const updateContent = (content: SolutionContent, status: string | null, extra = '') =>
    client.query(
      `update solutions set ${setContent}, status = coalesce($12, status), version = $13, updated_at = $14${extra} where id = $1`,
      [id, ...contentColumns(content), status, version, at],
    );

  switch (event.type) {
    case 'SolutionDraftSaved':
    case 'SolutionSentToReview': {
      const status = event.type === 'SolutionDraftSaved' ? 'draft' : 'moderation';
      const rejection = status === 'moderation' ? ', rejection = null' : '';
      // Update first and insert only a new solution: an upsert would spend a number on every save.
      const updated = await updateContent(event.data.content, status, rejection);
      if (!updated.rowCount)
        await client.query(insertSolution, [
          id,
          ...contentColumns(event.data.content),
          event.data.agencyId,
          status,
          version,
          at,
        ]);
      break;
    }
    case 'PublishedSolutionEdited':
      await updateContent(event.data.content, 'published');
      break;
    case 'SolutionSavedByManager':
      await updateContent(event.data.content, null);
      break;
    case 'SolutionPublished':
      await updateContent(event.data.content, 'published', ', published_at = $14, rejection = null');
      break;
    case 'SolutionRejected':
      await setStatus('rejected', ', rejection = $5', [
        JSON.stringify({ reasons: event.data.reasons, comment: event.data.comment }),
      ]);
      break;
    case 'SolutionDeactivated':
      await setStatus('deactivated');
      break;
    case 'SolutionMovedToDraft':
    case 'SolutionRestoredFromArchive':
      await setStatus('draft');
      break;
    case 'SolutionDraftDeleted':
      await setStatus('deleted');
      break;
    case 'SolutionArchived':
      await setStatus('archived');
      break;
    case 'SolutionOwnershipTransferred':
      // A merge: the lists and the catalogue name the surviving agency (the catalogue row is rewritten below).
      await client.query('update solutions set agency_id = $2, version = $3 where id = $1', [
        id,
        event.data.toAgencyId,
        version,
      ]);
      await client.query('update solution_catalog set agency_id = $2 where id = $1', [id, event.data.toAgencyId]);
      break;
    default: {
      const _exhaustive: never = event;
      return _exhaustive;
    }
  }
  await client.query('update solutions set verified_at = $2, changed_since_verification = $3 where id = $1', [
    id,
    verification.verifiedAt,
    verification.changedSinceVerification,
  ]);
  // The catalogue row follows the list row: present exactly while the domain says the status is in the catalogue.
  const { rows } = await client.query('select status from solutions where id = $1', [id]);
  const status = rows[0]?.status;
  await client.query(status && isInCatalogue(status) ? enterCatalog : 'delete from solution_catalog where id = $1', [
    id,
  ]);
};

export const solutionsProjection = postgreSQLProjection<Event>({
  name: 'solutions',
  canHandle: [...eventTypes],
  handle: async (events, context) => {
    for (const { event, version } of eventsOfArea<SolutionEvent>(events, eventTypes))
      await apply(context.connection.client as unknown as Client, event, version);
  },
});
