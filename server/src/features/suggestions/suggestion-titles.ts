/** Rules every suggestion list follows, whichever provider wrote it. */
export const MAX_SUGGESTION_LENGTH = 80;
export const MIN_SUGGESTIONS = 3;
export const MAX_SUGGESTIONS = 8;

/**
 * The form two titles are compared in: "Learn  20 words." and "learn 20 words" are the same task.
 * Typographic quotes and dashes count as their plain forms so a copied title still matches.
 */
export function titleKey(title: string): string {
  return title
    .normalize('NFKC')
    .replace(/[“”„‟"]/g, '"')
    .replace(/[‘’‚‛`]/g, "'")
    .replace(/[–—]/g, '-')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[.!;,:\s]+$/, '')
    .toLowerCase();
}

/** One line of text with single spaces, no list marker, no wrapping quotes, no closing full stop. */
export function tidyTitle(raw: string): string {
  let title = raw.replace(/\s+/g, ' ').trim();
  title = title.replace(/^(?:[-*•–]\s*|\d{1,2}[.)]\s*)/, '');
  if (/^["“'‘].*["”'’]$/.test(title)) title = title.slice(1, -1).trim();
  title = title.replace(/(?<!\.)\.$/, '').trim();
  return title.charAt(0).toUpperCase() + title.slice(1);
}

/**
 * Keeps the candidates worth showing, in order: tidied, at most 80 characters, each task once,
 * none the goal already has, at most `limit`.
 */
export function usableSuggestions(
  candidates: Iterable<string>,
  existingTaskTitles: readonly string[],
  limit = MAX_SUGGESTIONS,
): string[] {
  const seen = new Set(existingTaskTitles.map(titleKey));
  const kept: string[] = [];
  for (const candidate of candidates) {
    if (kept.length >= limit) break;
    const title = tidyTitle(candidate);
    const key = titleKey(title);
    if (key === '' || title.length > MAX_SUGGESTION_LENGTH || seen.has(key)) continue;
    seen.add(key);
    kept.push(title);
  }
  return kept;
}
