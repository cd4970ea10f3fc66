import type { Request } from 'express';

/** Whether the request already holds this version (`If-None-Match` names its ETag): the answer is a 304. */
export const holdsVersion = (req: Request, etag: string): boolean =>
  req
    .get('if-none-match')
    ?.split(/\s*,\s*/)
    .includes(etag) ?? false;
