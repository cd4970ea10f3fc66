import pino from 'pino';
import { readConfig } from './config';
import { startRuntime } from './runtime';

/** A job worker without HTTP, for scaling pg-boss workers apart from the web processes. */
const config = { ...readConfig(), seedDemo: false, runWorkers: true };
const logger = pino({ level: config.logLevel });
const runtime = await startRuntime(config, logger);
logger.info('worker started');
const stop = async () => {
  await runtime.stop();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
