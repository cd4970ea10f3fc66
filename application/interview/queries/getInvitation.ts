import { err, ok, type Result } from 'neverthrow';
import { publicNameOf } from '../../../domain/specialist/publicName';
import type { Actor } from '../../shared/actor';
import { notFound, unauthenticated, type AppError } from '../../shared/appError';
import { parse } from '../../shared/parse';
import type { CandidateSide } from '../../../domain/interview/interview.status';
import type { InterviewSlot } from '../../../domain/interview/interview.slots';
import type { CandidateRow, InterviewDeps } from '../interviewPorts';
import { invitationOf, type InvitationCopy } from '../mails';
import { candidateCallerOf, candidateNotFound, visibleTo } from '../policies';
import { CandidateIdInput } from '../schemas';

/** The interview's calendar file, as a participant downloads it. */
export type InvitationFile = { readonly ics: string; readonly fileName: string };

export const interviewNotScheduled = notFound('Interview', 'interview.not_scheduled');

/**
 * The viewer's copy of a fixed interview: the client's side reads the specialist as its pages name it, never the agency.
 * Its text names the time on the viewer's own clock too, when the viewer's zone is known (the instants stay UTC).
 */
export const invitationCopyOf = (
  side: CandidateSide,
  row: CandidateRow,
  slot: InterviewSlot,
  viewer: { readonly name: string; readonly email: string; readonly timeZone?: string | null } | undefined,
  deps: Pick<InterviewDeps, 'invitations'>,
): InvitationCopy => {
  const appUrl = deps.invitations.appUrl;
  const period = `Period: ${row.startPeriod} to ${row.endPeriod}`;
  const shown = publicNameOf(row.specialistNameParts);
  return side === 'client'
    ? {
        candidateId: row.id,
        enteredVideoUrl: row.enteredVideoUrl,
        recipientZone: viewer?.timeZone ?? 'UTC',
        slot,
        summary: `Interview with ${shown}`,
        attendee: {
          name: viewer?.name ?? row.contact.name,
          email: viewer?.email ?? row.contact.email,
          role: 'REQ-PARTICIPANT',
        },
        pageUrl: `${appUrl}/pa/candidates/list`,
        notes: [`Specialist: ${shown}`, period],
      }
    : {
        candidateId: row.id,
        enteredVideoUrl: row.enteredVideoUrl,
        recipientZone: viewer?.timeZone ?? 'UTC',
        slot,
        summary: `Interview of ${row.specialistName} with ${row.clientName}`,
        attendee: {
          name: viewer?.name ?? 'Participant',
          email: viewer?.email ?? deps.invitations.settings.organizer.email,
          role: side === 'manager' ? 'OPT-PARTICIPANT' : 'REQ-PARTICIPANT',
        },
        pageUrl: side === 'manager' ? `${appUrl}/manager/candidates/${row.id}/update` : `${appUrl}/pa/requests/list`,
        notes: [`Specialist: ${row.specialistName}`, `Client: ${row.clientName}`, period],
      };
};

/**
 * A participant's copy of the interview's invitation: the client's users (the specialist as the client's pages name
 * it, never the agency), the agency once the manager passed the candidate on, and staff; anyone else 404, as an
 * unknown id. Same UID as the mailed invitations, SEQUENCE the candidate stream's version (never below the mailed
 * one); the viewer is its attendee. No fixed interview time: 404.
 */
export const getInvitation =
  (deps: InterviewDeps) =>
  async (actor: Actor | null, raw: unknown): Promise<Result<InvitationFile, AppError>> => {
    if (!actor) return err(unauthenticated());
    const input = parse(CandidateIdInput, raw);
    if (input.isErr()) return err(input.error);
    const caller = candidateCallerOf(actor);
    if (!caller) return err(candidateNotFound);
    const visible = visibleTo(caller, await deps.candidates.find(input.value.id));
    if (visible.isErr()) return err(visible.error);
    const row = visible.value;
    if (!row.interviewAt) return err(interviewNotScheduled);
    const viewer = (await deps.people.namesOf([actor.userId])).get(actor.userId);
    const copy = invitationCopyOf(caller.side, row, row.interviewAt, viewer, deps);
    return ok({
      ics: invitationOf(copy, {
        settings: deps.invitations.settings,
        sequence: row.version,
        issuedAt: deps.clock.now().toISOString(),
      }),
      fileName: `interview-${row.interviewAt.date}.ics`,
    });
  };
