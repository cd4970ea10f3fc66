import type pg from 'pg';
import type { SolutionCommand } from '../../domain/solution/solution.commands';
import type { SolutionContent } from '../../domain/solution/solution.content';
import type { SolutionEvent } from '../../domain/solution/solution.events';
import { managerActions, type SolutionAction, type SolutionStatus } from '../../domain/solution/solution.status';
import type { EventMetadata } from '../../domain/shared/eventMetadata';
import { gradientPng } from './imageFixtures';
import type { TestApp } from './testApp';

/** A complete solution, the commands for every action, and the event paths that lead a solution to each status. */
export const solutionId = '7c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f';
export const agencyId = 'a9e1c2d3-4b5f-4a6b-8c7d-9e0f1a2b3c4d';
export const agencyActor: EventMetadata = {
  actorId: 'agency-user',
  actorRole: 'partner',
  at: new Date('2026-11-02T09:00:00Z'),
};
export const managerActor: EventMetadata = {
  actorId: 'manager-user',
  actorRole: 'manager',
  at: new Date('2026-11-02T10:00:00Z'),
};

/** Two ids of the seeded solution category tree (CRM, ERP). */
export const crmCategoryId = '5631a497-efe6-5368-a5c7-e5cc820baaf2';
export const erpCategoryId = '205245f8-0432-58d4-a611-16f2fc6f6140';

export const completeSolution: SolutionContent = {
  title: 'FleetPilot CRM',
  link: 'https://fleetpilot.example.com',
  categories: [crmCategoryId],
  description: 'A CRM for logistics companies: accounts, deals, quotes and fleet capacity in one place.',
  contactEmail: 'sales@fleetpilot.example.com',
  logoId: '1b2c3d4e-5f60-4718-8293-a4b5c6d7e8f9',
  screenshotIds: [],
  videoLinks: ['https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
};

const isManagerAction = (action: SolutionAction) => (managerActions as readonly string[]).includes(action);

export const solutionCommand = (
  action: SolutionAction,
  metadata: EventMetadata = isManagerAction(action) ? managerActor : agencyActor,
): SolutionCommand => {
  const base = { solutionId, metadata };
  switch (action) {
    case 'saveDraft':
    case 'sendToReview':
      return { ...base, action, agencyId, content: completeSolution };
    case 'editPublished':
    case 'managerSave':
      return { ...base, action, content: completeSolution };
    case 'publish':
      return { ...base, action, content: null };
    case 'reject':
      return { ...base, action, reasons: ['The description is too short'], comment: 'Say who the solution is for' };
    default:
      return { ...base, action };
  }
};

const e = <T extends SolutionEvent['type']>(
  type: T,
  data: Extract<SolutionEvent, { type: T }>['data'],
  metadata = agencyActor,
) => ({ type, data, metadata }) as Extract<SolutionEvent, { type: T }>;

export const solutionEvents = {
  draftSaved: e('SolutionDraftSaved', { solutionId, agencyId, content: completeSolution }),
  sentToReview: e('SolutionSentToReview', { solutionId, agencyId, content: completeSolution }),
  published: e('SolutionPublished', { solutionId, content: completeSolution }, managerActor),
  rejected: e(
    'SolutionRejected',
    { solutionId, reasons: ['The description is too short'], comment: 'Say who the solution is for' },
    managerActor,
  ),
  deactivated: e('SolutionDeactivated', { solutionId }),
  movedToDraft: e('SolutionMovedToDraft', { solutionId }),
  archived: e('SolutionArchived', { solutionId }),
  deleted: e('SolutionDraftDeleted', { solutionId }),
};

/** One history that leaves the solution in each status. */
export const solutionHistoryLeadingTo: Record<SolutionStatus, SolutionEvent[]> = {
  new: [],
  draft: [solutionEvents.draftSaved],
  moderation: [solutionEvents.draftSaved, solutionEvents.sentToReview],
  published: [solutionEvents.sentToReview, solutionEvents.published],
  rejected: [solutionEvents.sentToReview, solutionEvents.rejected],
  deactivated: [solutionEvents.sentToReview, solutionEvents.published, solutionEvents.deactivated],
  archived: [solutionEvents.draftSaved, solutionEvents.archived],
  deleted: [solutionEvents.draftSaved, solutionEvents.deleted],
};

/* ---- Over HTTP ---- */

/** Uploads a file as the editor does; answers the whole response. */
export const uploadFile = async (
  app: TestApp,
  token: string,
  purpose: 'logo' | 'screenshot',
  bytes: Uint8Array,
  name = purpose === 'logo' ? 'logo.png' : 'screen.png',
) => {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  const response = await app.api.raw(`/api/files/upload?purpose=${purpose}`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${token}` },
  });
  return { status: response.status, body: await response.json() };
};

export const uploadedId = async (
  app: TestApp,
  token: string,
  purpose: 'logo' | 'screenshot',
  bytes: Uint8Array = gradientPng(),
) => {
  const uploaded = await uploadFile(app, token, purpose, bytes);
  if (uploaded.status !== 200) throw new Error(`upload failed: ${JSON.stringify(uploaded.body)}`);
  return uploaded.body.data.id as string;
};

/** A complete solution as the editor sends it, with a logo (and screenshots) the agency uploaded. */
export const solutionPayload = async (
  app: TestApp,
  token: string,
  overrides: Record<string, unknown> = {},
  screenshots = 0,
) => ({
  title: 'FleetPilot CRM',
  link: 'https://fleetpilot.example.com',
  categories: [crmCategoryId],
  description: 'A CRM for logistics companies: accounts, deals, quotes and fleet capacity in one place.',
  contactEmail: 'sales@fleetpilot.example.com',
  logoId: await uploadedId(app, token, 'logo'),
  screenshotIds: await Promise.all(Array.from({ length: screenshots }, () => uploadedId(app, token, 'screenshot'))),
  videoLinks: ['https://youtu.be/dQw4w9WgXcQ', 'https://vimeo.com/76979871'],
  ...overrides,
});

/** Sends a solution to moderation and has the manager publish it: answers its id. */
export const publishedSolution = async (
  app: TestApp,
  agency: string,
  manager: string,
  overrides: Record<string, unknown> = {},
) => {
  const sent = await app.api.post(
    '/api/solution/send-to-publish',
    { content: await solutionPayload(app, agency, overrides) },
    { token: agency },
  );
  if (sent.status !== 200) throw new Error(`send failed: ${JSON.stringify(sent.body)}`);
  const published = await app.api.post(
    '/admin/api/solution/publish',
    { solutionId: sent.body.data.solutionId },
    { token: manager },
  );
  if (published.status !== 200) throw new Error(`publish failed: ${JSON.stringify(published.body)}`);
  return sent.body.data.solutionId as string;
};

/** Mails of one address, newest first. */
export const mailsTo = async (pool: pg.Pool, to: string) =>
  (
    await pool.query<{ subject: string; text: string }>(
      'select subject, text_body as text from mail_outbox where to_address = $1 order by created_at desc',
      [to],
    )
  ).rows;
