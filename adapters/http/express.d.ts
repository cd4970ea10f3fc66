import type { Actor } from '../../application/shared/actor';

declare global {
  namespace Express {
    interface Request {
      actor?: Actor | null;
      bearerToken?: string;
    }
  }
}
export {};
