// node scripts/render-icons.mjs — draws the PNG app icons from client/public/favicon.svg with the
// project's Chromium. Run it after changing the mark, and commit the PNGs it writes.
import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';

const PUBLIC = 'client/public';
// `inset`: the share of the square the mark keeps. A maskable icon's mark stays inside the middle 80 %,
// the circle every platform's mask keeps, on the brand colour that fills the rest.
const ICONS = {
  'apple-touch-icon.png': { size: 180, inset: 1 },
  'icon-192.png': { size: 192, inset: 1 },
  'icon-512.png': { size: 512, inset: 1 },
  'icon-maskable-512.png': { size: 512, inset: 0.8 },
};
// Home screens cut their own corners (and round masks): the PNGs fill the square.
const svg = readFileSync(`${PUBLIC}/favicon.svg`, 'utf8').replace(/ rx="\d+"/, '');
const brand = /fill="(#[0-9a-f]{6})"/i.exec(svg)?.[1] ?? '#4f46e5';

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  for (const [file, { size, inset }] of Object.entries(ICONS)) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const mark = size * inset;
    await page.setContent(
      `<style>*{margin:0}body{background:${brand};display:grid;place-items:center;height:${size}px}svg{display:block;width:${mark}px;height:${mark}px}</style>${svg}`,
    );
    await page.screenshot({ path: `${PUBLIC}/${file}`, omitBackground: true });
    await page.close();
    console.log(`wrote ${PUBLIC}/${file} (${size} × ${size})`);
  }
} finally {
  await browser.close();
}
