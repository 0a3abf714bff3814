import type { FastifyInstance } from 'fastify';

/**
 * `METHOD /path` of every route the app registered, read from Fastify's route tree (`printRoutes` draws
 * one node per line, four characters deeper per level, each with its path segment and methods).
 */
export function registeredRoutes(app: FastifyInstance): string[] {
  const routes: string[] = [];
  const pathAtDepth: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const node = /^([^/]*)(\/\S*)(?: \(([^)]*)\))?$/.exec(line);
    if (!node) continue;
    const depth = Math.max(0, (node[1] ?? '').length / 4 - 1);
    pathAtDepth[depth] = node[2] ?? '';
    pathAtDepth.length = depth + 1;
    const path = pathAtDepth.join('');
    for (const method of (node[3] ?? '').split(', ').filter(Boolean)) {
      if (method !== 'HEAD') routes.push(`${method} ${path}`);
    }
  }
  return routes.sort();
}
