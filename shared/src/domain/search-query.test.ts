import { describe, expect, it } from 'vitest';
import { searchQueryParts } from './search-query';

describe('searchQueryParts', () => {
  it('is empty for blank text', () => {
    expect(searchQueryParts('')).toEqual({ websearch: null, prefix: null });
    expect(searchQueryParts('   ')).toEqual({ websearch: null, prefix: null });
  });

  it('matches the word being typed as a prefix, lower case', () => {
    expect(searchQueryParts('Mar')).toEqual({ websearch: null, prefix: 'mar' });
    expect(searchQueryParts('half mar')).toEqual({ websearch: 'half', prefix: 'mar' });
    expect(searchQueryParts('  run   a half ma')).toEqual({ websearch: 'run   a half', prefix: 'ma' });
  });

  it('takes a finished word (a space after it) whole', () => {
    expect(searchQueryParts('marathon ')).toEqual({ websearch: 'marathon', prefix: null });
  });

  it('keeps phrases, exclusions and or for websearch', () => {
    expect(searchQueryParts('"half marathon" trai')).toEqual({ websearch: '"half marathon"', prefix: 'trai' });
    expect(searchQueryParts('"half mara')).toEqual({ websearch: '"half mara', prefix: null });
    expect(searchQueryParts('run -trail')).toEqual({ websearch: 'run -trail', prefix: null });
    expect(searchQueryParts('swim or bik')).toEqual({ websearch: 'swim or', prefix: 'bik' });
  });

  it('prefixes only the letters and digits at the end of the last word', () => {
    expect(searchQueryParts('e-mai')).toEqual({ websearch: 'e-', prefix: 'mai' });
    expect(searchQueryParts('call mom!')).toEqual({ websearch: 'call mom!', prefix: null });
    expect(searchQueryParts("it's")).toEqual({ websearch: "it'", prefix: 's' });
    expect(searchQueryParts('#!?')).toEqual({ websearch: '#!?', prefix: null });
  });

  it('reads any script, accents and digits', () => {
    expect(searchQueryParts('Über')).toEqual({ websearch: null, prefix: 'über' });
    expect(searchQueryParts('مراجعة الخط')).toEqual({ websearch: 'مراجعة', prefix: 'الخط' });
    expect(searchQueryParts('日本語')).toEqual({ websearch: null, prefix: '日本語' });
    expect(searchQueryParts('ielts 7')).toEqual({ websearch: 'ielts', prefix: '7' });
  });
});
