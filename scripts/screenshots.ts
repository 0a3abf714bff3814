// Captures every public and signed-in page at phone and desktop widths for a visual check:
//   npx tsx scripts/screenshots.ts http://localhost:3000 ./screenshots
import { mkdirSync } from 'node:fs';
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../bench/lib/chromium';

const [baseUrl = 'http://localhost:3000', outDir = './screenshots'] = process.argv.slice(2);
const WIDTHS = [1280, 390];
const PUBLIC_PAGES = ['/', '/auth?tab=login', '/auth?tab=register', '/terms-of-service', '/privacy-policy', '/cookie-policy', '/no-such-page'];
const SIGNED_IN_PAGES = ['/dashboard', '/profile', '/goals'];

const fileName = (path: string, width: number) =>
  `${outDir}/${(path.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home')}-${width}.png`;

async function capture(page: Page, path: string, width: number) {
  await page.goto(`${baseUrl}${path}`);
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: fileName(path, width), fullPage: true });
}

mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: CHROMIUM_FLAGS,
});
for (const width of WIDTHS) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  for (const path of PUBLIC_PAGES) await capture(page, path, width);
  const username = `shot_${Date.now()}`;
  await page.request.post(`${baseUrl}/api/register`, { data: { username, password: 'secret1' } });
  for (const path of SIGNED_IN_PAGES) await capture(page, path, width);
  await context.close();
}
await browser.close();
console.warn(`screenshots in ${outDir}`);
