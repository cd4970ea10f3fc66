import { z } from 'zod';
import { IsoDateTimeOutput } from '../shared/outputs';

/** How many notifications the header's centre lists: the newest ones; older ones stay stored. */
export const NOTIFICATION_LIST_SIZE = 50;

export const NotificationListInput = z.object({});
export const NotificationIdInput = z.object({ id: z.uuid('Must be a UUID') });
export const MarkAllReadInput = z.object({});

export const NotificationOutput = z.object({
  id: z.string(),
  kind: z.string(),
  title: z.string(),
  body: z.string(),
  /** A path in the application: the page where the user acts on it. */
  link: z.string(),
  createdAt: IsoDateTimeOutput,
  readAt: IsoDateTimeOutput.nullable(),
});
export type NotificationOutput = z.infer<typeof NotificationOutput>;

export const NotificationListOutput = z.object({ items: z.array(NotificationOutput), unread: z.number().int().min(0) });
export type NotificationListOutput = z.infer<typeof NotificationListOutput>;

export const MarkAllReadOutput = z.object({ marked: z.number().int().min(0), unread: z.literal(0) });
export type MarkAllReadOutput = z.infer<typeof MarkAllReadOutput>;
