import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('loadConfig', () => {
  it('needs nothing: embedded database in ./data on port 3000', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.database).toEqual({ dataDir: './data' });
    expect(config.trustProxy).toBe(false);
    expect(config.publicSettings.donationUrl).toBeNull();
  });

  it('reads switches, each with its own default when unset or empty', () => {
    expect(loadConfig({}).secureCookies).toBe(false);
    expect(loadConfig({}).drawnPages).toBe(true);
    expect(loadConfig({ DRAWN_PAGES: '' }).drawnPages).toBe(true);
    expect(loadConfig({ DRAWN_PAGES: 'false' }).drawnPages).toBe(false);
    expect(loadConfig({ DRAWN_PAGES: '0' }).drawnPages).toBe(false);
    expect(loadConfig({ SECURE_COOKIES: '1' }).secureCookies).toBe(true);
    expect(() => loadConfig({ DRAWN_PAGES: 'yes' })).toThrow(/DRAWN_PAGES/);
  });

  it('uses PostgreSQL when DATABASE_URL is set', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u@db:5432/stepwise' }).database).toEqual({
      databaseUrl: 'postgres://u@db:5432/stepwise',
      poolSize: 10,
    });
  });

  it('names the variable that is wrong', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL must start with postgres/);
  });

  it('refuses TRUST_PROXY=true, which would let any client pick its own address', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
  });

  it('reads TRUST_PROXY as addresses or as a hop count', () => {
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1,10.0.0.0/8' }).trustProxy).toBe('127.0.0.1,10.0.0.0/8');
    const hops = loadConfig({ TRUST_PROXY: '1' }).trustProxy;
    expect(typeof hops).toBe('function');
    if (typeof hops !== 'function') return;
    expect(hops('127.0.0.1', 0)).toBe(true);
    expect(hops('203.0.113.9', 1)).toBe(false);
  });

  it('splits ALLOWED_ORIGINS and drops trailing slashes', () => {
    expect(loadConfig({ ALLOWED_ORIGINS: 'https://a.example/, https://b.example' }).allowedOrigins).toEqual([
      'https://a.example',
      'https://b.example',
    ]);
  });

  it('reads PUBLIC_URL as an origin and refuses anything else', () => {
    expect(loadConfig({}).publicUrl).toBeNull();
    expect(loadConfig({ PUBLIC_URL: 'https://stepwise.example.com/' }).publicUrl).toBe('https://stepwise.example.com');
    expect(loadConfig({ PUBLIC_URL: 'http://192.0.2.7:3000' }).publicUrl).toBe('http://192.0.2.7:3000');
    for (const wrong of ['stepwise.example.com', 'ftp://stepwise.example.com', 'https://stepwise.example.com/app', 'https://a:b@stepwise.example.com']) {
      expect(() => loadConfig({ PUBLIC_URL: wrong }), wrong).toThrow(/PUBLIC_URL must be the address/);
    }
  });
});
