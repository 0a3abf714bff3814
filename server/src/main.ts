import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { registerDraining } from './http/draining';
import { loggerOptions } from './http/logger-options';

const config = loadConfig();
const database = await openDatabase(config.database);
const app = await buildApp({
  config,
  database,
  logger: loggerOptions(config.logLevel),
});

const draining = registerDraining(app);

let stopping = false;
async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  app.log.info({ signal }, 'shutting down');
  // Stop taking requests and finish those in flight, then close the database so PGlite flushes its files.
  const forceExit = setTimeout(() => process.exit(1), 10_000);
  forceExit.unref();
  try {
    draining.start();
    await app.close();
    await database.close();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

try {
  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  app.log.fatal({ err: error }, 'could not start listening');
  await database.close();
  process.exit(1);
}
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.port;
const engine = database.engine === 'pglite' ? 'the embedded database' : 'PostgreSQL';
app.log.info(`Stepwise is serving on http://localhost:${port} with ${engine}`);
