import { createHmac } from 'node:crypto';
import { videoLinkOf } from '../../domain/interview/invitation';
import type { InvitationSettings } from '../../application/interview/mails';

/**
 * An interview's video room: 128 bits of an HMAC of the candidate under the configured key, so it cannot be guessed
 * from the candidate's id, needs no storage, and is the same in every process, every mail and every download.
 */
export const videoRoomOf = (secret: string, candidateId: string): string =>
  createHmac('sha256', secret).update(`interview-room:${candidateId}`).digest('base64url').slice(0, 22);

/** The address in `Name <address>` (or the bare address). */
const addressOf = (from: string): string => /<([^>]+)>/.exec(from)?.[1] ?? from.trim();
const nameOf = (from: string): string => /^\s*"?([^"<]+?)"?\s*</.exec(from)?.[1] ?? 'Hiring Marketplace';

/** What every invitation takes from the configuration: the organizer, the UID's host and the rooms. */
export const invitationSettingsOf = (config: {
  readonly appUrl: string;
  readonly mailFrom: string;
  readonly video: { readonly roomTemplate: string; readonly roomSecret: string };
}): InvitationSettings => ({
  host: new URL(config.appUrl).hostname,
  organizer: { name: nameOf(config.mailFrom), email: addressOf(config.mailFrom) },
  videoLinkOf: (candidateId) =>
    videoLinkOf(config.video.roomTemplate, videoRoomOf(config.video.roomSecret, candidateId)),
});
