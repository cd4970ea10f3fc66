import type { RouteConfig } from '@asteasolutions/zod-to-openapi';
import { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import type { NextFunction, Request, Response } from 'express';
import type { Result } from 'neverthrow';
import { z } from 'zod';
import type { Actor } from '../../application/shared/actor';
import { refuseHostileParams } from '../http/hostileInput';
import type { AppError } from '../../application/shared/appError';
import { sendData, sendError } from './envelope';
import type { IndexedRestRouter, RestMethod } from './restPathIndex';

/** What a REST handler gets: the parts of the request, still unparsed (the use case parses), and the caller. */
export type RestRequest = {
  readonly body: unknown;
  readonly query: Record<string, unknown>;
  readonly params: Record<string, string>;
  readonly actor: Actor | null;
  readonly address: string;
  readonly userAgent: string;
  readonly token: string | undefined;
};

export type RestRouteDefinition = {
  readonly method: RestMethod;
  /** Express path such as `/api/city/list/:country`. */
  readonly path: string;
  readonly summary: string;
  readonly tag: string;
  readonly auth?: boolean;
  readonly body?: z.ZodType;
  readonly query?: z.ZodObject;
  readonly params?: z.ZodObject;
  /**
   * The answer's schema for the caller's role: it documents the answer and shapes it. Fields it does not name are
   * dropped before the answer leaves, so a column added to a query can never reach a caller by accident.
   */
  readonly response: z.ZodType;
  readonly handle: (request: RestRequest) => Promise<Result<unknown, AppError>>;
};

/** Custom responses (files, redirects) use `raw`: it writes the response itself. */
export type RawRestRouteDefinition = Omit<RestRouteDefinition, 'handle' | 'response'> & {
  /** A JSON answer's schema; a raw route without one sends a file. */
  readonly response?: z.ZodType;
  readonly raw: (request: RestRequest, res: Response) => Promise<void>;
  /** The success answer is `response` itself, not wrapped in the envelope (a third-party widget reads it as is). */
  readonly unenveloped?: boolean;
  /** The file's media type in the OpenAPI document (application/octet-stream unless named). */
  readonly fileType?: string;
};

export const restRequestOf = (req: Request): RestRequest => ({
  body: req.body,
  query: req.query as Record<string, unknown>,
  params: req.params as Record<string, string>,
  actor: req.actor ?? null,
  address: req.ip ?? 'unknown',
  userAgent: req.get('user-agent') ?? '',
  token: req.bearerToken,
});

const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

const errorSchema = z.object({
  success: z.literal(false),
  exception: z.object({ message: z.string(), code: z.string() }),
  errors: z.array(z.object({ title: z.string(), code: z.string().optional(), field: z.string().optional() })),
});

/** A raw route without a JSON answer sends a file (bytes, PDF, Excel): documented as such, not as the envelope. */
const fileAnswer = {
  description: 'The file',
  content: { 'application/octet-stream': { schema: { type: 'string' as const, format: 'binary' } } },
};

const document = (
  registry: OpenAPIRegistry,
  def: Omit<RawRestRouteDefinition, 'raw'>,
  answer: 'json' | 'file' = 'json',
) => {
  const request: RouteConfig['request'] = {
    ...(def.body ? { body: { content: { 'application/json': { schema: def.body } } } } : {}),
    ...(def.query ? { query: def.query } : {}),
    ...(def.params ? { params: def.params } : {}),
  };
  registry.registerPath({
    method: def.method,
    path: openApiPath(def.path),
    summary: def.summary,
    tags: [def.tag],
    ...(def.auth ? { security: [{ bearer: [] }] } : {}),
    request,
    responses: {
      200:
        answer === 'file'
          ? def.fileType
            ? { ...fileAnswer, content: { [def.fileType]: fileAnswer.content['application/octet-stream'] } }
            : fileAnswer
          : {
              description: 'Success',
              content: {
                'application/json': {
                  schema:
                    def.unenveloped && def.response
                      ? def.response
                      : z.object({ success: z.literal(true), data: def.response ?? z.unknown() }),
                },
              },
            },
      400: { description: 'Invalid input: field errors', content: { 'application/json': { schema: errorSchema } } },
      ...(def.auth
        ? { 401: { description: 'Not logged in', content: { 'application/json': { schema: errorSchema } } } }
        : {}),
    },
  });
};

/** Registers a route on the router and documents it in the OpenAPI registry from the same zod schemas. */
export const restRoutes = (router: IndexedRestRouter, registry: OpenAPIRegistry) => ({
  add: (def: RestRouteDefinition) => {
    document(registry, def);
    router.add(def.method, def.path, [
      refuseHostileParams,
      async (req: Request, res: Response, next: NextFunction) => {
        try {
          const result = await def.handle(restRequestOf(req));
          result.match(
            // An answer its schema does not describe is a defect of ours: it fails loudly (500, logged), never leaks.
            (data) => sendData(res, def.response.parse(data)),
            (error) => sendError(res, error),
          );
        } catch (e) {
          next(e);
        }
      },
    ]);
  },
  raw: (def: RawRestRouteDefinition) => {
    document(registry, def, def.response ? 'json' : 'file');
    router.add(def.method, def.path, [
      refuseHostileParams,
      async (req: Request, res: Response, next: NextFunction) => {
        try {
          await def.raw(restRequestOf(req), res);
        } catch (e) {
          next(e);
        }
      },
    ]);
  },
});
export type RestRoutes = ReturnType<typeof restRoutes>;
