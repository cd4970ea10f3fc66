import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { OpenAPIRegistry, OpenApiGeneratorV3 } from '@asteasolutions/zod-to-openapi';
import { createExpressMiddleware } from '@trpc/server/adapters/express';
import express, { type ErrorRequestHandler, type Express } from 'express';
import helmet from 'helmet';
import type { Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import type pg from 'pg';
import swaggerUi from 'swagger-ui-express';
import type { Config } from '../config';
import { sendError } from '../rest/envelope';
import { restRoutes } from '../rest/restRoute';
import { mountRestRoutes } from '../rest/restRouter';
import type { AppServices } from '../services';
import { appRouter } from '../trpc/root';
import { authentication } from './authentication';
import { devMailbox } from './devMailbox';
import { refuseHostileInput, refuseHostileTrpcBody } from './hostileInput';
import { publicMetaOf } from './publicMeta';
import { redactedUrl } from './requestLog';
import { serveWebApp } from './webApp';
import { isDatabaseUnavailable, unavailableMessage, unavailableRetryAfterSeconds } from '../postgres/unavailable';

/** The most calls one tRPC request may batch; the web's batch link sends at most as many. */
export const trpcMaxBatchSize = 10;

export const defaultWebDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist/web');

export type HttpAppOptions = {
  readonly config: Config;
  readonly services: AppServices;
  readonly pool: pg.Pool;
  readonly logger: Logger;
  readonly webDist?: string;
};

const badRequest = (message: string, code: string) => ({ kind: 'validation' as const, code: 'validation.failed' as const, message, issues: [{ field: '_', message, code }] });

export const createHttpApp = ({ config, services, pool, logger, webDist = defaultWebDist }: HttpAppOptions): Express => {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  app.use(
    pinoHttp({
      logger,
      serializers: {
        req: (req: { id: unknown; method: string; url: string }) => ({ id: req.id, method: req.method, url: redactedUrl(req.url) }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
      customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info'),
      autoLogging: { ignore: (req) => req.url?.startsWith('/assets/') ?? false },
    }),
  );

  const registry = new OpenAPIRegistry();
  registry.registerComponent('securitySchemes', 'bearer', { type: 'http', scheme: 'bearer' });
  const openApiDocument = () =>
    new OpenApiGeneratorV3(registry.definitions).generateDocument({
      openapi: '3.0.3',
      info: { title: 'Hiring marketplace REST API', version: '1.0.0', description: 'The documented /api and /admin/api paths. Errors use { success: false, exception, errors }.' },
    });
  if (config.apiDocs) {
    app.get('/api/openapi.json', (_req, res) => {
      res.json(openApiDocument());
    });
    app.use('/api/docs', helmet({ contentSecurityPolicy: false }), swaggerUi.serve, swaggerUi.setup(undefined, { swaggerOptions: { url: '/api/openapi.json' } }));
  }

  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
          fontSrc: ["'self'", 'data:'],
          frameSrc: ['https://www.youtube.com', 'https://www.youtube-nocookie.com'],
          connectSrc: ["'self'"],
          upgradeInsecureRequests: config.env === 'production' ? [] : null,
        },
      },
      strictTransportSecurity: config.env === 'production',
    }),
  );

  app.use(express.json({ limit: config.jsonBodyLimit }));
  app.use(['/api', '/admin/api'], refuseHostileInput);
  app.use('/trpc', refuseHostileTrpcBody);
  app.use(['/api', '/admin/api', '/trpc'], authentication(services));

  const rest = express.Router();
  mountRestRoutes(restRoutes(rest, registry), services);
  app.use(rest);

  app.use(
    '/trpc',
    createExpressMiddleware({
      router: appRouter,
      // One request must not carry enough calls to step around per-request limits (login throttling counts calls).
      maxBatchSize: trpcMaxBatchSize,
      createContext: ({ req }) => ({ services, actor: req.actor ?? null, address: req.ip ?? 'unknown', userAgent: req.get('user-agent') ?? '' }),
      onError: ({ error, path: procedure }) => {
        if (error.code === 'INTERNAL_SERVER_ERROR') logger.error({ err: error, procedure }, 'tRPC procedure failed');
      },
    }),
  );

  if (config.env !== 'production') devMailbox(app, pool);

  app.use(['/api', '/admin/api'], (_req, res) => {
    sendError(res, { kind: 'not_found', code: 'route.not_found', message: 'No such API path' });
  });

  serveWebApp(app, webDist, (pagePath) => publicMetaOf(services, config.appUrl, pagePath));

  const errorHandler: ErrorRequestHandler = (error, req, res, _next) => {
    const status = (error as { status?: number; type?: string }).status;
    if (status === 413) return res.status(413).json({ success: false, exception: { message: 'Request body is too large', code: 'request.too_large' }, errors: [{ title: 'Request body is too large', code: 'request.too_large' }] });
    if (status === 400 && (error as { type?: string }).type === 'entity.parse.failed') return sendError(res, badRequest('Request body is not valid JSON', 'request.invalid_json'));
    if (status === 400) return sendError(res, badRequest('The address or request is not valid', 'request.invalid'));
    if (status === 415) {
      const message = 'The request body is sent in an encoding or character set the server does not read';
      return res.status(415).json({ success: false, exception: { message, code: 'request.unsupported_encoding' }, errors: [{ title: message, code: 'request.unsupported_encoding' }] });
    }
    if (isDatabaseUnavailable(error) && !res.headersSent) {
      req.log.warn({ err: error }, 'database unavailable');
      res.setHeader('Retry-After', String(unavailableRetryAfterSeconds));
      return res.status(503).json({ success: false, exception: { message: unavailableMessage, code: 'service.unavailable' }, errors: [{ title: unavailableMessage, code: 'service.unavailable' }] });
    }
    req.log.error({ err: error }, 'request failed');
    if (res.headersSent) return;
    res.status(500).json({ success: false, exception: { message: 'Something went wrong', code: 'internal' }, errors: [{ title: 'Something went wrong', code: 'internal' }] });
  };
  app.use(errorHandler);
  return app;
};
