import { describe, expect, it } from 'vitest';

// Dark mode recolours the theme's tokens (index.css). A raw palette colour in a component keeps its light
// look in the dark theme, so none may be used: each place names what the colour is for instead.

const SOURCES = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.ts'], { query: '?raw', import: 'default', eager: true });
const RAW_PALETTE_CLASS =
  /\b(?:bg|text|border|ring|outline|fill|stroke|from|via|to|divide|decoration|accent|caret|placeholder|shadow)-(?:white|black|slate|gray|zinc|neutral|stone|red|orange|amber|yellow|lime|green|emerald|teal|cyan|sky|blue|indigo|violet|purple|fuchsia|pink|rose)\b/g;
const HEX_COLOUR = /['"`]#[0-9a-fA-F]{3,8}['"`]/g;

describe('colours in the client', () => {
  it('come from the theme’s tokens, never from the raw palette or a hex code', () => {
    // The confetti's pieces are festive on either background; they are the one exception.
    const files = Object.entries(SOURCES).filter(([file]) => !file.endsWith('celebration-overlay.tsx'));
    expect(files.length).toBeGreaterThan(50);
    const found = files.flatMap(([file, text]) =>
      [...text.matchAll(RAW_PALETTE_CLASS), ...text.matchAll(HEX_COLOUR)].map((match) => `${file}: ${match[0]}`),
    );
    expect(found).toEqual([]);
  });
});
