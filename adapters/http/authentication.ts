import type { NextFunction, Request, Response } from 'express';
import { isApiKeyToken } from '../../application/integration/queries/authenticateApiKey';
import { sendError } from '../rest/envelope';
import type { AppServices } from '../services';

/**
 * A company's API key (issue 37) is the company's REST API: never the web's tRPC, never the staff's `/admin/api`, and
 * never a person's own things (signing in and out, password, two-factor, profile, notifications).
 */
const acceptsApiKey = (req: Request): boolean =>
  (req.baseUrl === '/api' || req.baseUrl === '/en-gb/api') && !/^\/(?:auth|user|notifications)\//.test(req.path);

/** Reads the bearer token once per request and resolves the caller; the use cases decide what the caller may do. */
export const authentication =
  (services: AppServices) =>
  async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    const header = req.get('authorization');
    const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
    req.bearerToken = match?.[1];
    try {
      if (isApiKeyToken(req.bearerToken)) {
        const key = acceptsApiKey(req)
          ? await services.integration.authenticateApiKey(req.bearerToken, req.ip ?? 'unknown')
          : null;
        if (key?.isErr()) return sendError(res, key.error);
        req.actor = key?.isOk() ? key.value : null;
        return next();
      }
      req.actor = await services.identity.authenticate(req.bearerToken);
      next();
    } catch (e) {
      next(e);
    }
  };
