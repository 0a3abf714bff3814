import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { cn } from './cn';

const CLIENT_SOURCES = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}'], { query: '?raw', import: 'default', eager: true });

/**
 * Every Tailwind class written in the client's code: each word of each string in it that tailwind-merge
 * takes for a Tailwind class (it folds two copies of one into one, and leaves other words alone).
 */
function classesInTheClient(): string[] {
  const classes = new Set<string>();
  for (const source of Object.values(CLIENT_SOURCES)) {
    for (const [, , text] of source.matchAll(/(['"`])((?:(?!\1)[^\\]|\\.)*?)\1/gs)) {
      for (const word of (text ?? '').split(/\s+/)) {
        if (/^[\w@!*&=.:/%,()[\]#-]+$/.test(word) && twMerge(`${word} ${word}`) === word) classes.add(word);
      }
    }
  }
  return [...classes].sort();
}

describe('cn', () => {
  it.each([
    [['px-4 text-sm', 'px-2'], 'text-sm px-2'],
    [['p-4', 'px-2'], 'p-4 px-2'],
    [['px-2', 'p-4'], 'p-4'],
    [['w-4 h-4', 'size-8'], 'size-8'],
    [['text-sm text-muted-foreground', 'text-primary'], 'text-sm text-primary'],
    [['text-sm leading-7', 'text-lg'], 'text-lg'],
    [['border border-input', 'border-destructive border-2'], 'border-destructive border-2'],
    [['flex flex-col', 'hidden'], 'flex-col hidden'],
    [['hover:bg-muted bg-surface', 'bg-primary'], 'hover:bg-muted bg-primary'],
    [['sm:px-4 px-4', 'sm:px-2'], 'px-4 sm:px-2'],
    [['[&_svg]:size-4 data-[state=open]:bg-muted', '[&_svg]:size-5 bg-surface'], 'data-[state=open]:bg-muted [&_svg]:size-5 bg-surface'],
    [['**:data-[state=done]:bg-success', 'bg-muted'], '**:data-[state=done]:bg-success bg-muted'],
    [['mt-2', '!mt-4', 'mt-6'], '!mt-4 mt-6'],
    [['max-w-[calc(100vw-2rem)]', 'max-w-md'], 'max-w-md'],
    [['rounded-lg', 'rounded-b-lg rounded-full'], 'rounded-full'],
    [['my-card', 'another', 'mt-2'], 'my-card another mt-2'],
    [['mt-2', false, undefined, { 'mt-4': true }], 'mt-4'],
  ])('%j → %s', (inputs, expected) => {
    expect(cn(...inputs)).toBe(expected);
  });

  // Classes under different variants never replace each other, in either (the examples above show it):
  // the pairs that matter are those under the same variants.
  it('joins every pair of the classes the client uses under the same variants as tailwind-merge would', { timeout: 60_000 }, () => {
    const classes = classesInTheClient();
    expect(classes.length).toBeGreaterThan(300);
    const variantsOf = (name: string) => name.slice(0, name.lastIndexOf(':') + 1);
    const differences: string[] = [];
    for (const first of classes) {
      for (const second of classes) {
        if (variantsOf(first) !== variantsOf(second)) continue;
        const both = `${first} ${second}`;
        const expected = twMerge(both);
        if (cn(both) !== expected) differences.push(`${both} → ${cn(both)}, not ${expected}`);
      }
    }
    expect(differences).toEqual([]);
  });
});
