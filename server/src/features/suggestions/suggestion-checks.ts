import indefinite from 'indefinite';
import nlp from 'compromise';
import { MAX_SUGGESTION_LENGTH } from './suggestion-titles';

/**
 * What makes an English suggestion read wrong: the corpus tests hold the built-in engine to these. They are
 * a test's oracle, written apart from the engine's own grammar (its lists of verbs and dangling words), so
 * that a gap in the engine's lists is caught here rather than shared. A model's answers are not held to them:
 * it writes in the goal's language.
 */
export type SuggestionProblem =
  | 'too long'
  | 'not verb first'
  | 'doubled word'
  | 'dangling end'
  | 'determiner before a joining word'
  | 'wrong article'
  | 'truncated quotation'
  | 'unbalanced quotes';

/** Words a sentence can't end on: "… by", "… for the", "… and". */
const DANGLING = new Set(
  'a an the of to for by with and or but in on at from into about your my our their his her its this that than as per via'.split(' '),
);
const DETERMINER_THEN_JOINING = /\b(?:the|a|an|your|my|this|that)\s+(?:and|or|but|of|to|for|by|with|in|on|at|from|into)\b/i;
/** The same word twice ("for for", "fund fund"), except the few pairs English allows. */
const DOUBLED = /\b([\p{L}']+)\s+\1\b/iu;
const ALLOWED_DOUBLES = new Set(['that', 'had', 'bye', 'so']);

/** Verbs a suggestion may open with that the tagger reads as nouns when alone ("Book", "List", "Journal"). */
const IMPERATIVE_NOUNS = new Set(
  `shortlist book list journal plan schedule budget record draft outline map test time track log note sketch film photograph
  batch block post tidy text email call message label price pack pin bookmark cue queue chart group stretch walk
  jog run swim cook rest top date host mark set reset match pair rank rate loop fuel stock shop meal prep park
  clean clear sort bin shelve file frame paint water feed brush floss floor tape wrap box board polish dust hoover
  vacuum iron hang sand seal fix patch prime grout tile mop`.split(/\s+/),
);

/** Verbs the tagger's lexicon lacks. */
const MORE_VERBS = Object.fromEntries(['swap', 'compare', 'declutter', 'proofread', 'journal', 'floss', 'sketch', 'tidy', 'redecorate', 'batch', 'dog-proof'].map((verb) => [verb, 'Infinitive']));

function opensWithVerb(text: string): boolean {
  const first = /^[\p{L}'-]+/u.exec(text)?.[0];
  if (!first || first[0] !== first[0]!.toUpperCase()) return false;
  if (IMPERATIVE_NOUNS.has(first.toLowerCase())) return true;
  // Alone after "to", a word that can be a verb is read as one ("to book", "to reread"); a noun or adjective is not.
  return nlp(`to ${first.toLowerCase()}`, MORE_VERBS).terms().last().has('#Verb');
}

/** Every "a X" and "an X" uses the article X's sound asks for ("an hour", "a Ukrainian", "an 8-week"). */
function articlesRight(text: string): boolean {
  for (const match of text.matchAll(/\b(a|an)\s+([\p{L}\d][\p{L}\d'’-]*)/giu)) {
    const [, article = '', word = ''] = match;
    // "a" as a letter or a grade ("Plan A", "band 7.5 or an A") can't be judged.
    if (word.length === 1 && /\p{L}/u.test(word)) continue;
    const expected = indefinite(word, { articleOnly: true });
    if (expected.toLowerCase() !== article.toLowerCase()) return false;
  }
  return true;
}

export function suggestionProblems(text: string): SuggestionProblem[] {
  const problems: SuggestionProblem[] = [];
  if (text.length > MAX_SUGGESTION_LENGTH) problems.push('too long');
  if (!opensWithVerb(text)) problems.push('not verb first');
  const doubled = DOUBLED.exec(text);
  if (doubled && !ALLOWED_DOUBLES.has(doubled[1]!.toLowerCase())) problems.push('doubled word');
  const last = text.toLowerCase().match(/[\p{L}\p{N}']+(?=[^\p{L}\p{N}']*$)/u)?.[0];
  if (last && DANGLING.has(last)) problems.push('dangling end');
  if (DETERMINER_THEN_JOINING.test(text)) problems.push('determiner before a joining word');
  if (!articlesRight(text)) problems.push('wrong article');
  if (/…[”"’']/.test(text)) problems.push('truncated quotation');
  const opening = text.match(/[“]/g)?.length ?? 0;
  const closing = text.match(/[”]/g)?.length ?? 0;
  if (opening !== closing || (text.match(/"/g)?.length ?? 0) % 2 === 1) problems.push('unbalanced quotes');
  return problems;
}
