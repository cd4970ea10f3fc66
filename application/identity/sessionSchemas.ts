import { z } from 'zod';
import { IsoDateTimeOutput } from '../shared/outputs';

/** The user's own sessions: where they are signed in, and ending one or all the others. */
export const SessionsOutput = z.object({
  items: z.array(
    z.object({
      id: z.string(),
      /** The session this answer was asked with. */
      current: z.boolean(),
      /** The browser and system of the login ('Chrome on Windows'), or the program that called the API. */
      device: z.string(),
      address: z.string().nullable(),
      createdAt: IsoDateTimeOutput,
      lastSeenAt: IsoDateTimeOutput,
    }),
  ),
});

export const EndSessionsInput = z
  .object({
    id: z.uuid('Session id is invalid').optional(),
    allOthers: z.literal(true, { error: 'allOthers can only be true' }).optional(),
  })
  .refine((input) => (input.id === undefined) !== (input.allOthers === undefined), {
    message: 'Name one session (id) or all the others (allOthers: true)',
    path: ['id'],
  });

export const SessionsEndedOutput = z.object({ ended: z.number().int() });
