import type { NextFunction, Request, Response } from 'express';
import type { AppServices } from '../services';

/** Reads the bearer token once per request and resolves the caller; the use cases decide what the caller may do. */
export const authentication =
  (services: AppServices) =>
  async (req: Request, _res: Response, next: NextFunction): Promise<void> => {
    const header = req.get('authorization');
    const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
    req.bearerToken = match?.[1];
    try {
      req.actor = await services.identity.authenticate(req.bearerToken);
      next();
    } catch (e) {
      next(e);
    }
  };
