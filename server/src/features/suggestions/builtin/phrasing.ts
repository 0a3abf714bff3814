/** Small wording helpers for fitting a goal's own words into task titles. */

const ARTICLES = /^(?:a|an|some|one)\s+/i;
const DETERMINERS = /^(?:the|my|our|your|his|her|their|this|that|these|those)\s+/i;
/** Words a shortened phrase must not end on: "the v2 of" reads broken, "the v2" does not. */
const DANGLING = new Set(['a', 'an', 'the', 'of', 'and', 'or', 'to', 'for', 'with', 'in', 'on', 'at', 'by', 'from', 'my', 'our', 'your', 'into', 'about', '&', '-', '–', '—']);

/** Single spaces, no surrounding blanks, no closing punctuation. */
export function tidyPhrase(text: string): string {
  return text.replace(/\s+/g, ' ').trim().replace(/[\s.!?;:,]+$/u, '');
}

/** "a novel" → "the novel", "novel" → "the novel"; "my thesis", "Japan" and "20 books" stay as they are. */
export function definite(phrase: string): string {
  const p = tidyPhrase(phrase);
  if (p === '') return p;
  if (ARTICLES.test(p)) return p.replace(ARTICLES, 'the ');
  if (DETERMINERS.test(p)) return p.replace(DETERMINERS, (match) => match.toLowerCase());
  const words = p.split(' ');
  const last = words.at(-1) ?? '';
  // A number or a capitalised name ("Spanish", "Japan", "AWS") needs no article.
  if (/^[\d$€£¥₹]/u.test(p) || /^\p{Lu}/u.test(last) || !/^\p{Ll}/u.test(last)) return p;
  return `the ${p}`;
}

/**
 * At most `max` characters, cut at a word boundary and never on a dangling word; a trailing
 * "in May" or "for a trip" is dropped first. Empty when nothing sensible fits.
 */
export function shortenPhrase(phrase: string, max: number): string {
  let p = tidyPhrase(phrase);
  if (p.length <= max) return p;
  const tail = /\s+(?:in|on|at|with|for|from|by|about|into|and|to|before|after|so|while|because)\s+.*$/i;
  const withoutTail = p.replace(tail, '');
  if (withoutTail.length > 0 && withoutTail.length < p.length) p = withoutTail;
  const words = p.split(' ');
  while (words.length > 0 && (words.join(' ').length > max || DANGLING.has((words.at(-1) ?? '').toLowerCase()))) {
    words.pop();
  }
  return words.join(' ');
}

/** The text in typographic quotes, cut with an ellipsis to fit `max` characters in all. */
export function quoted(text: string, max: number): string {
  const t = tidyPhrase(text);
  if (t.length + 2 <= max) return `“${t}”`;
  const room = Math.max(1, max - 3);
  const cut = [...t].slice(0, room).join('');
  const atWord = cut.includes(' ') ? cut.slice(0, cut.lastIndexOf(' ')) : cut;
  return `“${atWord.replace(/[\s,.;:–—-]+$/u, '')}…”`;
}

/** Rounds to a tidy figure for a plan: 1,234 → 1,250 at step 50. */
export function roundTo(value: number, step: number): number {
  return Math.max(step, Math.round(value / step) * step);
}

export function formatNumber(value: number): string {
  return new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 }).format(value);
}

/** "a guitar teacher", "an Excel teacher", "an 8-week plan": the article by the sound of the first letter. */
export function withArticle(phrase: string): string {
  return /^(?:[aeio]|u(?!ni|se|su)|hour|honest|8|1[18](?!\d))/i.test(phrase) ? `an ${phrase}` : `a ${phrase}`;
}
