import http from 'node:http';
import pino from 'pino';
import { ConfigError, readConfig, type Config } from './config';
import { answerClientErrors } from './http/clientErrors';
import { createHttpApp } from './http/httpApp';
import { startRuntime } from './runtime';

/** The composition root: configuration, runtime, HTTP, and a shutdown that lets in-flight requests finish. */
const loadConfig = (): Config => {
  try {
    return readConfig();
  } catch (e) {
    if (e instanceof ConfigError) {
      console.error(e.message);
      process.exit(1);
    }
    throw e;
  }
};

const config = loadConfig();
const logger = pino({ level: config.logLevel });
const runtime = await startRuntime(config, logger);
const app = createHttpApp({
  config,
  services: runtime.services,
  pool: runtime.pool,
  readPool: runtime.readPool,
  logger,
});
const server = http.createServer(app);
server.keepAliveTimeout = 5_000;
answerClientErrors(server);

server.listen(config.port, config.host, () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  logger.info(
    `Marketplace is running at http://localhost:${port} (API docs at /api/docs${config.env !== 'production' ? ', mailbox at /dev/mailbox' : ''})`,
  );
});

let stopping = false;
const shutdown = async (signal: string) => {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'shutting down: finishing in-flight requests');
  const force = setTimeout(() => {
    logger.error('shutdown took too long; exiting');
    process.exit(1);
  }, 20_000);
  force.unref();
  server.close(async () => {
    await runtime.stop();
    logger.info('stopped');
    process.exit(0);
  });
  server.closeIdleConnections();
};
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
