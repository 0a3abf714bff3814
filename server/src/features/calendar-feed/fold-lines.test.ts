import { describe, expect, it } from 'vitest';
import { foldLines } from './fold-lines';

const octets = (line: string) => Buffer.byteLength(line, 'utf8');
const unfold = (text: string) => text.replaceAll('\r\n ', '');

describe('foldLines', () => {
  it('leaves lines of up to 75 octets as they are', () => {
    const text = ['BEGIN:VEVENT', `SUMMARY:${'x'.repeat(67)}`, 'END:VEVENT'].join('\r\n');
    expect(foldLines(text)).toBe(text);
  });

  it.each([
    ['plain text', `DESCRIPTION:${'a'.repeat(300)}`],
    ['two-octet letters', `SUMMARY:${'é'.repeat(120)}`],
    ['three-octet letters', `SUMMARY:${'ש'.repeat(200)}`],
    ['emoji, four octets each', `SUMMARY:${'😀'.repeat(60)}`],
    ['a mix that lands on every boundary', `SUMMARY:a${'😀é€'.repeat(40)}`],
  ])('folds %s into lines of at most 75 octets that unfold to the line', (_, line) => {
    const folded = foldLines(`BEGIN:VEVENT\r\n${line}\r\nEND:VEVENT`);
    const lines = folded.split('\r\n');
    expect(lines.every((part) => octets(part) <= 75)).toBe(true);
    expect(lines.slice(2, -1).every((part) => part.startsWith(' '))).toBe(true);
    expect(unfold(folded)).toBe(`BEGIN:VEVENT\r\n${line}\r\nEND:VEVENT`);
    // No character is cut in two: every line is whole UTF-8.
    expect(lines.every((part) => !/\p{Cs}/u.test(part))).toBe(true);
  });

  it('fills each line as far as a whole character allows', () => {
    const [first, second] = foldLines(`X:${'a'.repeat(100)}`).split('\r\n');
    expect(octets(first!)).toBe(75);
    expect(octets(second!)).toBe(1 + 27);
  });
});
