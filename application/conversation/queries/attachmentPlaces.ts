import type { SubjectType } from '../../../domain/conversation/conversation.subject';
import type { AttachmentPlace, MessageAttachments } from '../../files/filesPorts';
import type { Actor } from '../../shared/actor';
import type { SubjectDirectory } from '../conversationPorts';
import { participantSideOf } from '../policies';

/** The messages a file is attached to: each one's subject and whether the platform hid it. */
export type AttachedMessages = {
  readonly of: (
    fileId: string,
  ) => Promise<readonly { readonly subjectType: SubjectType; readonly subjectId: string; readonly hidden: boolean }[]>;
};

/**
 * What the files area asks before it serves a message's attachment: for each message the file is attached to, whether
 * the caller takes part in its thread (as the thread's own rule says, so a subject the caller no longer sees hides
 * its files too) and whether the message is hidden.
 */
export const attachmentPlaces = (deps: {
  readonly subjects: SubjectDirectory;
  readonly attached: AttachedMessages;
}): MessageAttachments => ({
  placesOf: async (actor: Actor, fileId: string): Promise<readonly AttachmentPlace[]> => {
    const messages = await deps.attached.of(fileId);
    return Promise.all(
      messages.map(async ({ subjectType, subjectId, hidden }) => {
        const parties = await deps.subjects.partiesOf(subjectType, subjectId);
        const side = participantSideOf(actor, subjectType, subjectId, parties);
        const reader = side.isErr() ? null : side.value === 'platform' ? 'platform' : 'participant';
        return { reader, hidden };
      }),
    );
  },
});
