import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { SNIPPET_MARK_END, SNIPPET_MARK_START } from '@shared/domain/search-query';
import type { SearchResult } from '@shared/schemas/search';
import { apiRead } from '@/lib/query-keys';

/** Fewer letters than this match too much to be worth a request. */
export const SEARCH_MIN_LENGTH = 2;

/** The person's goals, tasks, notes and feelings matching `text`, as the palette shows them while typing. */
export function useSearchResults(text: string) {
  const deferred = useDeferredValue(text.trim());
  return useQuery({
    ...apiRead<SearchResult[]>('/api/search', { q: deferred }),
    enabled: deferred.length >= SEARCH_MIN_LENGTH,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

/** A snippet as runs of plain and matched text, to draw without reading any of it as markup. */
export function snippetParts(snippet: string): { text: string; matched: boolean }[] {
  const parts: { text: string; matched: boolean }[] = [];
  for (const [index, piece] of snippet.split(SNIPPET_MARK_START).entries()) {
    const [matched, rest] = index === 0 ? [null, piece] : (piece.split(SNIPPET_MARK_END) as [string, string?]);
    if (matched) parts.push({ text: matched, matched: true });
    if (rest) parts.push({ text: rest, matched: false });
  }
  return parts;
}
