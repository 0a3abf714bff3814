import { describe, expect, it } from 'vitest';
import { SNIPPET_MARK_END as E, SNIPPET_MARK_START as S } from '@shared/domain/search-query';
import { snippetParts } from './search-results';

describe('snippetParts', () => {
  it('splits a snippet into plain and matched runs', () => {
    expect(snippetParts(`Try them on at the ${S}marathon${E} expo`)).toEqual([
      { text: 'Try them on at the ', matched: false },
      { text: 'marathon', matched: true },
      { text: ' expo', matched: false },
    ]);
    expect(snippetParts(`${S}Run${E} and ${S}run${E}`)).toEqual([
      { text: 'Run', matched: true },
      { text: ' and ', matched: false },
      { text: 'run', matched: true },
    ]);
  });

  it('keeps markup-like text as text', () => {
    expect(snippetParts('<img src=x onerror=alert(1)>')).toEqual([{ text: '<img src=x onerror=alert(1)>', matched: false }]);
  });
});
