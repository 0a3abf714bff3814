/**
 * How the search box's text becomes a full-text query (decision 21): everything but the word being
 * typed goes to PostgreSQL's `websearch_to_tsquery` ("quoted phrases", -without, or), and that last
 * word matches as a prefix, so results come as the person types ('half mar' finds 'half marathon').
 */
export interface SearchQueryParts {
  /** Text for `websearch_to_tsquery`, or null when there is none. */
  websearch: string | null;
  /** Letters and digits the words must start with (lower case), or null. */
  prefix: string | null;
}

export const SEARCH_QUERY_MAX_LENGTH = 200;

/** A word's trailing run of letters, marks and digits: what a prefix may hold, with nothing to escape. */
const TRAILING_WORD = /[\p{L}\p{M}\p{N}]+$/u;

export function searchQueryParts(text: string): SearchQueryParts {
  const trimmed = text.trim();
  if (trimmed === '') return { websearch: null, prefix: null };
  // A finished word (a space after it), an open "phrase" or an excluded -word: no prefix.
  const openPhrase = (trimmed.match(/"/g)?.length ?? 0) % 2 === 1;
  const lastToken = trimmed.split(/\s+/).at(-1)!;
  const word = /\s$/.test(text) || openPhrase || lastToken.startsWith('-') ? null : TRAILING_WORD.exec(lastToken)?.[0];
  if (!word) return { websearch: trimmed, prefix: null };
  const head = trimmed.slice(0, trimmed.length - word.length).trim();
  return { websearch: /[\p{L}\p{N}]/u.test(head) ? head : null, prefix: word.toLowerCase() };
}

/** Where a snippet's matched words start and end: the text between is shown highlighted. */
export const SNIPPET_MARK_START = '\u0002';
export const SNIPPET_MARK_END = '\u0003';
