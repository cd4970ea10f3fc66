import { z } from 'zod';
import { isTimeZone } from '../../domain/shared/timeZones';

// Apart from ./schemas.ts, which the public pages' first load imports: the zone rule stays out of it.

/** The clock the user reads interview times on: an IANA zone the runtime knows ('Europe/Berlin'). */
export const SetTimeZoneInput = z.object({
  timeZone: z
    .string({ error: 'Name a time zone' })
    .max(64)
    .refine(isTimeZone, 'Unknown time zone: name one such as Europe/Berlin or America/New_York'),
});
export const TimeZoneOutput = z.object({ timeZone: z.string() });
