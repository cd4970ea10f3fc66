import { webhookDocument } from '../rest/webhookDocument';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { OpenAPIRegistry, OpenApiGeneratorV3 } from '@asteasolutions/zod-to-openapi';
import { createExpressMiddleware } from '@trpc/server/adapters/express';
import express, { type Express } from 'express';
import helmet from 'helmet';
import type { Logger } from 'pino';
import type pg from 'pg';
import swaggerUi from 'swagger-ui-express';
import type { Config } from '../config';
import { sendError } from '../rest/envelope';
import { restRoutes } from '../rest/restRoute';
import { indexedRestRouter } from '../rest/restPathIndex';
import { mountRestRoutes } from '../rest/restRouter';
import type { AppServices } from '../services';
import { appRouter } from '../trpc/root';
import { retryAfterSecondsOf, type TrpcContext } from '../trpc/trpc';
import { directQueries, earlierFailuresOf } from '../trpc/directQueries';
import { systemClock, type Clock } from '../../application/ports/clock';
import { anonymousCatalogueCache } from './anonymousCache';
import { authentication } from './authentication';
import { idempotency } from './idempotency';
import { devMailbox } from './devMailbox';
import { refuseHostileInput, refuseHostileTrpcBody } from './hostileInput';
import { publicMetaOf } from './publicMeta';
import { servicesForOnePage } from './ssr/pageReads';
import { requestLog } from './requestLog';
import { compressAnswers } from './answerCompression';
import { replayedHeaders } from './replayedHeaders';
import { serveWebApp } from './webApp';
import { serveFeeds } from './feeds';
import { errorHandler } from './errorHandler';
import { captchaContentSources } from '../captcha/captchaProvider';
import { serveOperations } from './operations';
import { pageCache } from './pageCache';

/** The most calls one tRPC request may batch; the web's batch link sends at most as many. */
export const trpcMaxBatchSize = 10;

export const defaultWebDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist/web');

export type HttpAppOptions = {
  readonly config: Config;
  readonly services: AppServices;
  readonly pool: pg.Pool;
  /** Where the anonymous cache reads the catalogue's version: the same database the catalogue's reads go to. */
  readonly readPool?: pg.Pool;
  readonly logger: Logger;
  readonly webDist?: string;
  /** The services' clock: cached catalogue answers follow its calendar day. */
  readonly clock?: Clock;
};

export const createHttpApp = ({
  config,
  services,
  pool,
  readPool = pool,
  logger,
  webDist = defaultWebDist,
  clock = systemClock,
}: HttpAppOptions): Express => {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  serveOperations(app, { pool, metricsToken: config.metrics.token, metricsAllow: config.metrics.allow });
  // Answers above 1 KB (JSON of the API and tRPC, the HTML of pages) travel compressed, brotli when the browser takes
  // it; built assets are already compressed (precompressed.ts) and files that are compressed formats are left alone.
  // Answers sent whole (the API's JSON, tRPC's, cached bodies) are compressed in one call; those that stream, through
  // the `compression` middleware, installed when they start to.
  app.use(compressAnswers());
  app.use(requestLog(logger));

  const registry = new OpenAPIRegistry();
  registry.registerComponent('securitySchemes', 'bearer', { type: 'http', scheme: 'bearer' });
  // Generated at the first request, when every route has registered its operation, and kept: the document cost about
  // 1.4 s of one core for each reader.
  let openApiText: string | undefined;
  let webhookDocumentText: string | undefined;
  const openApiDocumentText = () => (openApiText ??= JSON.stringify(generateOpenApiDocument()));
  const generateOpenApiDocument = () =>
    new OpenApiGeneratorV3(registry.definitions).generateDocument({
      openapi: '3.0.3',
      info: {
        title: 'Hiring marketplace REST API',
        version: '1.0.0',
        description:
          'The documented /api and /admin/api paths. Errors use { success: false, exception, errors }. The webhooks an endpoint receives are described in /api/openapi-webhooks.json (OpenAPI 3.1 `webhooks`, one per event type).',
      },
    });
  if (config.apiDocs) {
    app.get('/api/openapi.json', (_req, res) => {
      res.type('application/json').send(openApiDocumentText());
    });
    // The webhooks' payloads, per event type: an OpenAPI 3.1 document of its own (`webhooks`).
    app.get('/api/openapi-webhooks.json', (_req, res) => {
      res.type('application/json').send((webhookDocumentText ??= JSON.stringify(webhookDocument())));
    });
    app.use(
      '/api/docs',
      helmet({ contentSecurityPolicy: false }),
      swaggerUi.serve,
      swaggerUi.setup(undefined, { swaggerOptions: { url: '/api/openapi.json' } }),
    );
  }

  const captcha = captchaContentSources(config.captcha);
  // HTTPS-only headers where the app is served over HTTPS: a production start on a plain-HTTP address (a private
  // network, the bench) would otherwise tell browsers to fetch its own assets over an HTTPS nobody serves.
  const overHttps = config.env === 'production' && config.appUrl.startsWith('https:');
  // The policy is the same for every request: helmet runs once and its headers are replayed.
  app.use(
    replayedHeaders(
      helmet({
        contentSecurityPolicy: {
          directives: {
            defaultSrc: ["'self'"],
            scriptSrc: ["'self'", ...captcha.scriptSrc],
            styleSrc: ["'self'", "'unsafe-inline'"],
            imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
            fontSrc: ["'self'", 'data:'],
            // 'self': the signing page shows the contract's PDF in a frame.
            frameSrc: ["'self'", 'https://www.youtube.com', 'https://www.youtube-nocookie.com', ...captcha.frameSrc],
            connectSrc: ["'self'"],
            upgradeInsecureRequests: overHttps ? [] : null,
          },
        },
        strictTransportSecurity: overHttps,
      }),
    ),
  );

  app.use(
    express.json({
      limit: config.jsonBodyLimit,
      // DocuSign signs the bytes it sent: its webhook checks the HMAC over the raw body.
      verify: (req, _res, buf) => {
        if ((req as { url?: string }).url?.startsWith('/api/esign/'))
          (req as { rawBody?: Buffer }).rawBody = Buffer.from(buf);
      },
    }),
  );
  // `/en-gb/api`: the seeds' locale-prefixed twins of some company paths (adapters/rest/routes/company.routes.ts).
  app.use(['/api', '/admin/api', '/en-gb/api'], refuseHostileInput);
  app.use('/trpc', refuseHostileTrpcBody);
  // Before authentication: an anonymous request it can answer needs no session lookup.
  app.use(anonymousCatalogueCache(readPool, clock));
  app.use(['/api', '/admin/api', '/en-gb/api', '/trpc'], authentication(services));
  app.use(['/api', '/admin/api', '/en-gb/api'], idempotency(pool, clock));

  const rest = indexedRestRouter(express.Router());
  mountRestRoutes(restRoutes(rest, registry), services, {
    appUrl: config.appUrl,
    docusignHmacSecret: config.esign.docusign?.hmacSecret ?? null,
  });
  app.use(rest.handler);

  const trpcContextOf = (req: express.Request): TrpcContext => ({
    services,
    actor: req.actor ?? null,
    address: req.ip ?? 'unknown',
    userAgent: req.get('user-agent') ?? '',
    earlierFailures: earlierFailuresOf(req),
  });
  app.use('/trpc', directQueries({ router: appRouter, createContext: trpcContextOf, maxBatchSize: trpcMaxBatchSize }));
  app.use(
    '/trpc',
    createExpressMiddleware({
      router: appRouter,
      // One request must not carry enough calls to step around per-request limits (login throttling counts calls).
      maxBatchSize: trpcMaxBatchSize,
      createContext: ({ req }) => trpcContextOf(req),
      // A rate-limited call says when to come back, as REST does (the longest wait of a batch).
      responseMeta: ({ errors }) => {
        const waits = errors.map(retryAfterSecondsOf).filter((seconds): seconds is number => seconds !== null);
        return waits.length > 0 ? { headers: { 'Retry-After': String(Math.max(...waits)) } } : {};
      },
      onError: ({ error, path: procedure }) => {
        if (error.code === 'INTERNAL_SERVER_ERROR') logger.error({ err: error, procedure }, 'tRPC procedure failed');
      },
    }),
  );

  if (config.env !== 'production') devMailbox(app, pool);

  // Any `/{locale}/api/...` path no route answered is an unknown API path too (only `en-gb` has routes).
  app.use(['/api', '/admin/api', '/:locale/api'], (_req, res) => {
    sendError(res, { kind: 'not_found', code: 'route.not_found', message: 'No such API path' });
  });

  serveFeeds(app, { services, pool, appUrl: config.appUrl });
  serveWebApp(app, webDist, (pagePath, page) => publicMetaOf(page?.services ?? services, config.appUrl, pagePath), {
    router: appRouter,
    anonymousContextOf: (req) => ({
      services: servicesForOnePage(services),
      actor: null,
      address: req.ip ?? 'unknown',
      userAgent: req.get('user-agent') ?? '',
    }),
    origin: config.appUrl,
    pages: pageCache(readPool),
  });

  app.use(errorHandler);
  return app;
};
