import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { signUp, startTestApp, TestClient } from '../test/test-app';

const clientDist = mkdtempSync(path.join(tmpdir(), 'stepwise-client-'));
writeFileSync(path.join(clientDist, 'index.html'), '<!doctype html><title>Stepwise app</title>');
// The landing page drawn at build time (scripts/prerender-landing.mjs).
writeFileSync(path.join(clientDist, 'landing.html'), '<!doctype html><title>Stepwise</title><div id="root" data-prerendered="landing">');
writeFileSync(path.join(clientDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
writeFileSync(path.join(clientDist, 'manifest.webmanifest'), '{"name":"Stepwise"}');
mkdirSync(path.join(clientDist, 'assets'));
writeFileSync(path.join(clientDist, 'assets', 'app-abc123.js'), 'console.log("app")');
// The build's precompressed copy, as scripts/compress-client.mjs writes it.
writeFileSync(path.join(clientDist, 'assets', 'app-abc123.js.br'), brotliCompressSync('console.log("app")'));

const { app, database } = await startTestApp((config) => ({
  ...config,
  clientDistDir: clientDist,
  allowedOrigins: ['https://planner.example.org'],
}));
const { client } = await signUp(app);

describe('errors', () => {
  it('answers unknown API paths with a JSON 404, never the app page', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await client.request(method, '/api/no-such-thing');
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toEqual({ message: 'Not found' });
    }
  });

  it('refuses a body over 1 MiB with 413 and a message', async () => {
    const response = await client.post('/api/daily-plans', { date: '2026-11-22', notes: 'x'.repeat(1024 * 1024) });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'Request body is too large (the limit is 1 MiB)' });
  });

  it('refuses bodies that are not JSON with 415', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/daily-plans',
      headers: { cookie: `stepwise_session=${client.cookie}`, 'content-type': 'text/plain' },
      payload: 'date=2026-11-22',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toBe('Request body must be JSON (Content-Type: application/json)');
  });

  it('refuses malformed JSON with 400 and a message', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Request body is not valid JSON' });
  });

  it('refuses an id that is not a positive whole number', async () => {
    const response = await client.patch('/api/goals/abc', { title: 'x' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Id must be a positive whole number');
  });
});

describe('cross-site requests', () => {
  it('refuses a state change from another site with 403', async () => {
    const response = await client.request('POST', '/api/daily-plans', { date: '2026-11-22', notes: 'x' }, {
      origin: 'https://evil.example.com',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'Requests from other sites are not allowed' });
    expect((await client.get('/api/daily-plans?date=2026-11-22')).json().notes).toBe('');
  });

  it('accepts the app’s own origin and configured extra origins', async () => {
    for (const origin of ['http://localhost:80', 'https://planner.example.org']) {
      const response = await client.request('POST', '/api/daily-plans', { date: '2026-11-22', notes: origin }, {
        origin,
        host: 'localhost:80',
      });
      expect(response.statusCode, origin).toBe(200);
    }
  });

  it('refuses a cross-site request whose path hides /api behind percent-encoding', async () => {
    for (const url of ['/%61pi/daily-plans', '/%61pi/logout']) {
      const response = await client.request('POST', url, { date: '2026-11-22', notes: 'sneaky' }, {
        origin: 'https://evil.example.com',
      });
      expect(response.statusCode, url).toBe(403);
    }
    expect((await client.get('/api/user')).statusCode).toBe(200);
    const encodedGet = await app.inject({ method: 'GET', url: '/%61pi/nothing-here' });
    expect(encodedGet.statusCode).toBe(404);
    expect(encodedGet.json()).toEqual({ message: 'Not found' });
  });

  it('refuses a cross-site sign-in too', async () => {
    const response = await new TestClient(app).request(
      'POST',
      '/api/login',
      { username: 'someone', password: 'secret1' },
      { origin: 'https://evil.example.com' },
    );
    expect(response.statusCode).toBe(403);
  });
});

describe('security headers', () => {
  it('sends the pages a CSP and the usual hardening headers', async () => {
    const response = await app.inject({ method: 'GET', url: '/goals' });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['strict-transport-security']).toContain('max-age=');
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it('sends API answers a policy that allows nothing, and the headers that matter for JSON', async () => {
    const response = await client.get('/api/user');
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['strict-transport-security']).toContain('max-age=');
    expect(response.headers['x-powered-by']).toBeUndefined();
  });
});

describe('the client app', () => {
  it('serves index.html for client routes', async () => {
    for (const url of ['/goals', '/Goals/', '/auth?tab=login', '/plan', '/profile?x=1']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('Stepwise app');
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves the landing page drawn in advance at the root to a browser without a session cookie', async () => {
    for (const url of ['/', '/?ref=newsletter', '/#demo']) {
      for (const method of ['GET', 'HEAD'] as const) {
        const response = await app.inject({ method, url });
        expect(response.statusCode, `${method} ${url}`).toBe(200);
        expect(response.headers['content-type']).toMatch(/^text\/html/);
        expect(response.headers['cache-control']).toBe('no-cache');
        expect(response.headers.vary).toMatch(/cookie/i);
        if (method === 'GET') expect(response.body).toContain('data-prerendered="landing"');
      }
    }
  });

  it('serves the app at the root to a browser with a session cookie, even one that no longer opens a session', async () => {
    for (const cookie of [`stepwise_session=${client.cookie}`, 'stepwise_session=ended', '__Host-stepwise_session=x']) {
      const response = await app.inject({ method: 'GET', url: '/', headers: { cookie } });
      expect(response.statusCode, cookie).toBe(200);
      expect(response.body, cookie).toContain('Stepwise app');
      expect(response.headers.vary).toMatch(/cookie/i);
    }
  });

  it('serves index.html with a 404 status for paths that are no page, where the client shows its not-found page', async () => {
    for (const url of ['/some/unknown/page', '/goals/12', '/todo', '/%E2%9C%93']) {
      for (const method of ['GET', 'HEAD'] as const) {
        const response = await app.inject({ method, url });
        expect(response.statusCode, `${method} ${url}`).toBe(404);
        expect(response.headers['content-type'], url).toMatch(/^text\/html/);
        if (method === 'GET') expect(response.body).toContain('Stepwise app');
      }
    }
  });

  it('serves the icon and the web app manifest with their types', async () => {
    const icon = await app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toBe('image/svg+xml');
    const manifest = await app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
  });

  it('serves hashed assets with a long cache and 404s for missing files', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await app.inject({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
  });

  it('sends the precompressed copy to browsers that accept it, and the plain file to others', async () => {
    const compressed = await app.inject({ method: 'GET', url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(compressed.statusCode).toBe(200);
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers['content-type']).toMatch(/javascript/);
    expect(compressed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe('console.log("app")');

    const plain = await app.inject({ method: 'GET', url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log("app")');
  });
});

describe('GET /api/config', () => {
  it('tells every visitor the operator’s public settings', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/config' });
    expect(response.json()).toEqual({
      donationUrl: null,
      supportEmail: 'support@stepwise.example',
      privacyEmail: 'privacy@stepwise.example',
    });
  });
});

describe('GET /api/health and failures', () => {
  it('reports the database as up', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'up' });
  });

  // Last in the file: it closes the database.
  it('reports the database as down and hides the cause of a 500', async () => {
    await database.close();
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toEqual({ status: 'unavailable', database: 'down' });

    const response = await client.get('/api/goals');
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'Internal error' });
    expect(response.body).not.toMatch(/at |\.ts|stack/i);
  });
});
