// Lighthouse's performance and accessibility scores, with its default (mobile, simulated slow network) settings.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './lib/chromium';

export interface LighthouseResult {
  page: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** Largest Contentful Paint and Total Blocking Time as Lighthouse estimates them, ms. */
  lcpMs: number;
  tbtMs: number;
}

/** Lighthouse now and then fails to record a trace on a busy machine (NO_NAVSTART); it is tried again then. */
export async function audit(page: string, url: string, cookie: string | null, attempts = 3): Promise<LighthouseResult> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await auditOnce(page, url, cookie);
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.warn(`${(error as Error).message}; trying again`);
    }
  }
}

async function auditOnce(page: string, url: string, cookie: string | null): Promise<LighthouseResult> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      ...(cookie && { extraHeaders: { Cookie: cookie } }),
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
    const score = (category: string) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
    const numeric = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? 0);
    return {
      page,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcpMs: numeric('largest-contentful-paint'),
      tbtMs: numeric('total-blocking-time'),
    };
  } finally {
    chrome.kill();
  }
}
