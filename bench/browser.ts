// Everything measured in Chromium for one running server: page timings, download sizes, Lighthouse.
import { measureHabitsRendering, type HabitsRenderResult } from './habits-render';
import { audit, type LighthouseResult } from './lighthouse';
import type { BenchResults } from './lib/results';
import { measureDownloads, measurePages, PAGES, type PageResult } from './pages';

const contentOf = (id: string) => PAGES.find((page) => page.id === id)?.content[0] ?? 'main h1';

export async function measureInBrowser(
  baseUrl: string,
  heavyCookie: string,
  log: (message: string) => void,
): Promise<{
  pages: PageResult[];
  downloads: BenchResults['downloads'];
  lighthouse: LighthouseResult[];
  habitsRendering: HabitsRenderResult[];
}> {
  log('pages in Chromium');
  const pages = await measurePages(baseUrl, heavyCookie);
  for (const page of pages) {
    const secondVisit = page.secondVisitMs === undefined ? '' : `, second visit ${page.secondVisitMs?.toFixed(0) ?? 'not shown'} ms (longest task ${page.secondVisitLongestTaskMs?.toFixed(0)} ms)`;
    log(`  ${page.id}: content ${page.mainContentMs?.toFixed(0) ?? 'not shown'} ms (${page.contentSelector}), longest task ${page.longestTaskMs.toFixed(0)} ms${secondVisit}`);
  }
  log('habits rendering in Chromium');
  const habitsRendering = await measureHabitsRendering(baseUrl, heavyCookie);
  for (const result of habitsRendering) {
    log(
      `  ${result.id}: ${result.drawn} drawn, first on screen ${result.shownMs?.toFixed(0) ?? 'never'} ms after the answer, ` +
        `longest task ${result.longestTaskMs.toFixed(0)} ms`,
    );
  }
  const downloads = {
    landing: await measureDownloads(baseUrl, '/', null, contentOf('landing')),
    signedIn: await measureDownloads(baseUrl, '/dashboard', heavyCookie, contentOf('dashboard')),
  };
  log(`downloads: landing JS ${downloads.landing.jsGzipKb} KB gz, signed-in JS ${downloads.signedIn.jsGzipKb} KB gz`);
  log('Lighthouse');
  const lighthouse = [await audit('landing', `${baseUrl}/`, null), await audit('dashboard', `${baseUrl}/dashboard`, heavyCookie)];
  for (const scores of lighthouse) {
    log(
      `  ${scores.page}: performance ${scores.performance}, accessibility ${scores.accessibility}, best practices ${scores.bestPractices}, ` +
        `SEO ${scores.seo}, LCP ${scores.lcpMs} ms, TBT ${scores.tbtMs} ms`,
    );
  }
  return { pages, downloads, lighthouse, habitsRendering };
}
