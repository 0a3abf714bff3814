import type { FastifyInstance } from 'fastify';

/**
 * Lets a stopping server finish the requests it has and then let go of their connections. Without
 * this, `app.close()` waits for every keep-alive connection to go quiet, and a browser keeps one
 * open for minutes: the shutdown would hit its deadline instead of exiting cleanly.
 */
export function registerDraining(app: FastifyInstance): { start(): void } {
  let draining = false;
  // Answers given from now on tell the client the connection ends with them. A callback hook, not an
  // async one: it runs for every answer and would cost each a promise.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (draining) reply.header('connection', 'close');
    done(null, payload);
  });
  return {
    start() {
      draining = true;
      // Connections whose answer was already on its way when the drain began go once they are idle.
      const closeIdle = setInterval(() => app.server.closeIdleConnections(), 200);
      closeIdle.unref();
      app.server.once('close', () => clearInterval(closeIdle));
    },
  };
}
