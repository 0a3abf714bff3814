import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { buildTodo, signUp, startTestApp } from '../test/test-app';
import { MIN_COMPRESSED_BYTES, negotiateEncoding } from './compression';

const { app } = await startTestApp();

describe('negotiateEncoding', () => {
  it('prefers Brotli, then gzip, and honours q=0 and the wildcard', () => {
    expect(negotiateEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(negotiateEncoding('gzip')).toBe('gzip');
    expect(negotiateEncoding('br;q=0, gzip')).toBe('gzip');
    expect(negotiateEncoding('br;q=0.5, gzip;q=0.8')).toBe('gzip');
    expect(negotiateEncoding('*')).toBe('br');
    expect(negotiateEncoding('*;q=0')).toBeNull();
    expect(negotiateEncoding('identity')).toBeNull();
    expect(negotiateEncoding('deflate')).toBeNull();
    expect(negotiateEncoding('')).toBeNull();
    expect(negotiateEncoding(undefined)).toBeNull();
    expect(negotiateEncoding('br;q=nonsense, gzip')).toBe('gzip');
  });
});

describe('compressed API answers', () => {
  it('sends a long list compressed to a client that accepts it, and the same JSON to one that does not', async () => {
    const { client } = await signUp(app);
    for (let index = 0; index < 20; index++) await buildTodo(client, { title: `Task number ${index} with a title of some length` });
    const plain = await client.get('/api/todos');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/);
    expect(plain.rawPayload.length).toBeGreaterThan(MIN_COMPRESSED_BYTES);

    for (const [accept, encoding, decompress] of [
      ['gzip, deflate, br', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
    ] as const) {
      const response = await client.request('GET', '/api/todos', undefined, { 'accept-encoding': accept });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers.vary).toMatch(/accept-encoding/);
      expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
      expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
      expect(JSON.parse(decompress(response.rawPayload).toString('utf8'))).toEqual(plain.json());
    }
  });

  it('leaves small answers and errors as they are', async () => {
    const { client } = await signUp(app);
    const small = await client.request('GET', '/api/user', undefined, { 'accept-encoding': 'br' });
    expect(small.headers['content-encoding']).toBeUndefined();
    const missing = await client.request('GET', '/api/no-such-thing', undefined, { 'accept-encoding': 'br' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-encoding']).toBeUndefined();
  });
});
