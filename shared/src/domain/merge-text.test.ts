import { describe, expect, it } from 'vitest';
import { mergeText, OTHER_VERSION_END, OTHER_VERSION_START } from './merge-text';

const lines = (...text: string[]) => text.join('\n');
const base = lines('Morning: verbs', 'Noon: call the physio', 'Evening: run 5 km');

describe('mergeText', () => {
  it('takes the only side that changed anything', () => {
    expect(mergeText(base, base, 'Other')).toEqual({ text: 'Other', clashed: false });
    expect(mergeText(base, 'Mine', base)).toEqual({ text: 'Mine', clashed: false });
    expect(mergeText(base, 'Same', 'Same')).toEqual({ text: 'Same', clashed: false });
  });

  it('keeps changes to different lines from both sides', () => {
    const mine = lines('Morning: irregular verbs', 'Noon: call the physio', 'Evening: run 5 km');
    const theirs = lines('Morning: verbs', 'Noon: call the physio', 'Evening: run 8 km', 'Night: read');
    expect(mergeText(base, mine, theirs)).toEqual({
      text: lines('Morning: irregular verbs', 'Noon: call the physio', 'Evening: run 8 km', 'Night: read'),
      clashed: false,
    });
  });

  it('keeps lines both sides added at different places and a deletion on one side', () => {
    const mine = lines('Top priority: taxes', 'Morning: verbs', 'Evening: run 5 km');
    const theirs = lines('Morning: verbs', 'Noon: call the physio', 'Evening: run 5 km', 'Bed by 23:00');
    expect(mergeText(base, mine, theirs).text).toBe(lines('Top priority: taxes', 'Morning: verbs', 'Evening: run 5 km', 'Bed by 23:00'));
  });

  it('keeps both versions of a line changed on both sides, between marker lines', () => {
    const mine = lines('Morning: verbs', 'Noon: call the physio at 12:30', 'Evening: run 5 km');
    const theirs = lines('Morning: verbs', 'Noon: lunch with Sam', 'Evening: run 5 km');
    expect(mergeText(base, mine, theirs)).toEqual({
      text: lines(
        'Morning: verbs',
        'Noon: call the physio at 12:30',
        OTHER_VERSION_START,
        'Noon: lunch with Sam',
        OTHER_VERSION_END,
        'Evening: run 5 km',
      ),
      clashed: true,
    });
  });

  it('never drops a word when both start from nothing', () => {
    const merged = mergeText('', 'Written in tab A', 'Written in tab B');
    expect(merged.clashed).toBe(true);
    expect(merged.text).toContain('Written in tab A');
    expect(merged.text).toContain('Written in tab B');
  });

  it('keeps every character of emoji, right-to-left text and long words', () => {
    const long = 'https://careers.example.com/jobs/senior-frontend-engineer-remote-europe?ref=linkedin_feed_2026';
    const mine = lines('🏃 run', 'שלום עולם', base);
    const theirs = lines(base, long);
    expect(mergeText(base, mine, theirs)).toEqual({ text: lines('🏃 run', 'שלום עולם', base, long), clashed: false });
  });

  it('keeps both sides of very long texts it does not compare line by line', () => {
    const big = Array.from({ length: 3000 }, (_, index) => `line ${index}`);
    const mine = lines('mine first', ...big.slice(1), 'mine last');
    const theirs = lines('theirs first', ...big.slice(1, -1).reverse(), 'theirs last');
    const merged = mergeText(lines(...big), mine, theirs);
    expect(merged.clashed).toBe(true);
    for (const word of ['mine first', 'mine last', 'theirs first', 'theirs last']) expect(merged.text).toContain(word);
  });

  it('keeps a trailing newline as either side wrote it', () => {
    expect(mergeText('a\n', 'a\nb\n', 'a\n')).toEqual({ text: 'a\nb\n', clashed: false });
    expect(mergeText('a\nz', 'b\na\nz', 'a\nz\n')).toEqual({ text: 'b\na\nz\n', clashed: false });
  });
});
