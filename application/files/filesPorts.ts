import type { FileInspector, FileStore } from '../ports/files';
import type { Actor } from '../shared/actor';

/**
 * One message a file is attached to, as a caller stands to it: a participant of its thread, the platform's staff of
 * it, or nobody (`null`); and whether the platform hid the message.
 */
export type AttachmentPlace = { readonly reader: 'participant' | 'platform' | null; readonly hidden: boolean };

/** Lent by the conversations: where a file is attached, for the caller. */
export type MessageAttachments = {
  readonly placesOf: (actor: Actor, fileId: string) => Promise<readonly AttachmentPlace[]>;
};

export type FilesDeps = {
  readonly store: FileStore;
  readonly inspector: FileInspector;
  readonly newId: () => string;
  /** Where message attachments sit; without it, an attachment is read by its uploader (before it is sent) and staff. */
  readonly attachments?: MessageAttachments;
};
