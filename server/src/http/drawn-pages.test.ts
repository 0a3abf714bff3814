import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { signUp, startTestApp } from '../test/test-app';

// A built client (index.html) and, beside it, a drawing module standing in for dist/draw/draw-page.js: it reads
// the user through the server's routes as the browser would, and draws what it read, hostile text included.
const dist = mkdtempSync(path.join(tmpdir(), 'stepwise-drawn-'));
const clientDist = path.join(dist, 'client');
mkdirSync(clientDist);
mkdirSync(path.join(dist, 'draw'));
writeFileSync(path.join(clientDist, 'index.html'), '<!doctype html><html><head><title>Stepwise</title></head><body><div id="root"></div></body></html>');
writeFileSync(
  path.join(dist, 'draw', 'draw-page.js'),
  `export async function drawSignedInPage({ path, timeZone, width, read }) {
    const user = await read('/api/user');
    if (user.status !== 200) return null;
    if (path === '/planning') throw new Error('drawing failed');
    const { username } = JSON.parse(user.body);
    return {
      html: '<main>' + username + ' in ' + timeZone + ' at ' + width + '</main>',
      title: 'Tasks </title><script>alert(1)</script>',
      answers: { '/api/user': user.body, '/api/odd?a=1&b="2"': '{"text":"</script><script>alert(2)</script>"}' },
    };
  }`,
);

const { app } = await startTestApp((config) => ({ ...config, clientDistDir: clientDist, drawnPages: true }));
const { client, username } = await signUp(app);

const page = (url: string, cookies: string) => app.inject({ method: 'GET', url, headers: { cookie: cookies } });
const signedIn = (extra = '') => `stepwise_session=${client.cookie}; time_zone=Europe%2FBerlin${extra}`;

describe('pages drawn on the server', () => {
  it('sends a drawn page with the answers it was drawn from, for nobody but this browser', async () => {
    const response = await page('/todos', signedIn('; viewport_width=390'));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers.vary).toMatch(/Cookie/);
    const root = /<div id="root" data-prerendered="page" data-width="390" data-drawn-at="(\d+)"><main>(.*?)<\/main><\/div>/.exec(response.body);
    expect(root?.[2]).toBe(`${username} in Europe/Berlin at 390`);
    // When it was drawn, for the browser to see whether its clock is the server's.
    expect(Math.abs(Number(root?.[1]) - Date.now())).toBeLessThan(60_000);
    expect(response.body).toContain(`<script type="application/json" data-answer-for="/api/user">`);
    expect(response.body).toContain(`"username":"${username}"`);
  });

  it('sends a drawn page compressed to a browser that accepts it, and plain to one that does not', async () => {
    const plain = await page('/todos', signedIn());
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const [accepted, encoding, decompress] of [
      ['gzip, deflate, br, zstd', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
    ] as const) {
      const response = await app.inject({ method: 'GET', url: '/todos', headers: { cookie: signedIn(), 'accept-encoding': accepted } });
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers.vary).toBe('Cookie, Accept-Encoding');
      const body = decompress(response.rawPayload).toString('utf8');
      expect(body.replace(/data-drawn-at="\d+"/, '')).toBe(plain.body.replace(/data-drawn-at="\d+"/, ''));
    }
  });

  it('keeps text from ending the title or the answers’ elements', async () => {
    const { body } = await page('/goals', signedIn());
    expect(body).toContain('<title>Tasks &lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>');
    expect(body).toContain('data-answer-for="/api/odd?a=1&amp;b=&quot;2&quot;">{"text":"\\u003c/script>\\u003cscript>alert(2)\\u003c/script>"}</script>');
    expect(body).not.toContain('<script>alert');
  });

  it('sends the plain shell where it cannot draw: no session, no time zone, another page, a query, a failed drawing', async () => {
    const shells = [
      await page('/todos', 'time_zone=Europe%2FBerlin'),
      await page('/todos', `stepwise_session=${client.cookie}`),
      await page('/todos', `stepwise_session=${client.cookie}; time_zone=Mars%2FOlympus`),
      await page('/todos', 'stepwise_session=ended-long-ago; time_zone=UTC'),
      await page('/profile', signedIn()),
      await page('/todos?tab=expired', signedIn()),
      await page('/Todos', signedIn()),
      await page('/planning', signedIn()),
    ];
    for (const response of shells) {
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="root"></div>');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });
});
