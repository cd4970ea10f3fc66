import type { Logger } from 'pino';
import type { Actor } from '../../application/shared/actor';

declare global {
  namespace Express {
    interface Request {
      actor?: Actor | null;
      bearerToken?: string;
      /** The request's logger (adapters/http/requestLog.ts): its lines carry the request's id. */
      log: Logger;
    }
  }
}
export {};
