import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Dark mode recolours the theme's tokens (index.css). A raw palette colour in a component keeps its light
// look in the dark theme, so none may be used: each place names what the colour is for instead.

const CLIENT_SOURCE = fileURLToPath(new URL('..', import.meta.url));
const RAW_PALETTE_CLASS =
  /\b(?:bg|text|border|ring|outline|fill|stroke|from|via|to|divide|decoration|accent|caret|placeholder|shadow)-(?:white|black|slate|gray|zinc|neutral|stone|red|orange|amber|yellow|lime|green|emerald|teal|cyan|sky|blue|indigo|violet|purple|fuchsia|pink|rose)\b/g;
const HEX_COLOUR = /['"`]#[0-9a-fA-F]{3,8}['"`]/g;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.test.ts') ? [file] : [];
  });
}

describe('colours in the client', () => {
  it('come from the theme’s tokens, never from the raw palette or a hex code', () => {
    // The confetti's pieces are festive on either background; they are the one exception.
    const files = sourceFiles(CLIENT_SOURCE).filter((file) => !file.endsWith('celebration-overlay.tsx'));
    expect(files.length).toBeGreaterThan(50);
    const found = files.flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      return [...text.matchAll(RAW_PALETTE_CLASS), ...text.matchAll(HEX_COLOUR)].map((match) => `${path.relative(CLIENT_SOURCE, file)}: ${match[0]}`);
    });
    expect(found).toEqual([]);
  });
});
