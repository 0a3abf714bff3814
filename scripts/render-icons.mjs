// node scripts/render-icons.mjs — draws the PNG app icons from client/public/favicon.svg with the
// project's Chromium. Run it after changing the mark, and commit the PNGs it writes.
import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';

const PUBLIC = 'client/public';
const SIZES = { 'apple-touch-icon.png': 180, 'icon-192.png': 192, 'icon-512.png': 512 };
// Home screens cut their own corners (and round masks): the PNGs fill the square.
const mark = readFileSync(`${PUBLIC}/favicon.svg`, 'utf8').replace(/ rx="\d+"/, '');

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  for (const [file, size] of Object.entries(SIZES)) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    await page.setContent(`<style>*{margin:0}svg{display:block;width:${size}px;height:${size}px}</style>${mark}`);
    await page.screenshot({ path: `${PUBLIC}/${file}`, omitBackground: true });
    await page.close();
    console.log(`wrote ${PUBLIC}/${file} (${size} × ${size})`);
  }
} finally {
  await browser.close();
}
