/**
 * English grammar for fitting a goal's own words into a suggestion: verbs and their forms, plurals,
 * articles and noun phrases that end where a phrase can end. The tagging and conjugation are the
 * compromise library's; the articles are the indefinite package's, which reads "a Ukrainian", "an hour",
 * "an MBA" by sound.
 */
// Loaded when the first suggestions are asked for, not at start-up: the tagger's lexicon takes about
// 50 MB and a third of a second to load (the built-in provider imports this module on first use).
const { default: nlp } = await import('compromise');
const { default: indefinite } = await import('indefinite');

/**
 * Verbs people open goals with. The tagger knows them all, but reads some as nouns at the start of a
 * title ("Declutter the garage", "Journal every night", "Tidy up"); listing them as verbs settles it.
 */
const GOAL_VERBS = `accept achieve act add adopt apply ask attend bake be become begin book boost borrow brew build buy
  calm call celebrate change check clean clear climb close code collect complete compose connect contact cook create
  cross cut cycle dance debug decide declutter decorate deliver deploy design develop do donate double draft draw dress
  drink drive drop earn eat edit enjoy enrol enroll establish exercise explore film find finish fix floss fly focus
  follow gain garden get give go graduate grow help hike hire host improve increase install invest join journal jog
  keep knit land launch lead learn leave lift limit lose maintain make manage master meditate meet memorise memorize
  mentor migrate move negotiate network open order organise organize paint pass pay perform pick pitch plan plant play
  post practice practise prepare present produce publish quit raise reach read rebuild reconnect record redecorate
  redesign reduce refactor register release relocate remodel renew renovate repair replace research rest return
  rewrite ride run save sell send serve set sew ship shoot sing sit skate ski sleep speak spend start stay stick stop
  stretch study submit swim switch take talk teach test tidy train translate travel try update upgrade visit volunteer
  wake walk watch water win work write`.split(/\s+/);
const VERB_LEXICON = Object.fromEntries(GOAL_VERBS.map((verb) => [verb, 'Infinitive']));

/** Words a phrase may not end on: "… by", "… for the", "… and". */
const DANGLING_END = new Set(
  'a an the of to for by with and or but nor in on at from into onto about your my our their his her its this that these those than as per via so if while because before after until till up'.split(
    ' ',
  ),
);

/** Each "a X" and "an X" in a phrase as X's sound asks for: the goal's own "an Ukrainian tutor" reads "a Ukrainian tutor". */
export function fixArticles(phrase: string): string {
  return phrase.replace(/\b(a|an|A|An)\s+([\p{L}\d][\p{L}\d'’-]*)/gu, (whole, article: string, word: string) => {
    if (word.length === 1) return whole;
    const right = indefinite(word, { articleOnly: true });
    return `${article[0] === 'A' ? right.charAt(0).toUpperCase() + right.slice(1) : right} ${word}`;
  });
}

/** Single spaces, no surrounding blanks, no closing punctuation. */
export function tidyPhrase(text: string): string {
  return text.replace(/\s+/g, ' ').trim().replace(/[\s.!?;:,]+$/u, '');
}

/** The base form of a word when it is a verb ("Learning" → "learn", "Ran" → "run"), else null. */
export function verbOf(word: string): string | null {
  const clean = word.replace(/[^\p{L}'’-]/gu, '');
  if (clean.length < 2) return null;
  const doc = nlp(clean.toLowerCase(), VERB_LEXICON);
  if (!doc.has('#Verb')) return null;
  const infinitive = doc.verbs().toInfinitive().text().toLowerCase();
  return infinitive || null;
}

/** The -ing form of a verb: "cook" → "cooking", "swim" → "swimming", "be" → "being". */
export function gerund(verb: string): string {
  const forms = nlp(verb.toLowerCase(), VERB_LEXICON).verbs().conjugate()[0] as { Gerund?: string } | undefined;
  return forms?.Gerund ?? `${verb}ing`;
}

/** "shoe" → "shoes", "children’s book" → "children’s books"; a phrase already plural stays so. */
export function plural(noun: string): string {
  const made = nlp(`the ${noun}`).nouns().toPlural().text();
  return made.replace(/^the\s+/i, '') || noun;
}

/** "subscribers" → "subscriber", "kilos" → "kilo". */
export function singular(noun: string): string {
  const made = nlp(`the ${noun}`).nouns().toSingular().text();
  return made.replace(/^the\s+/i, '') || noun;
}

export function isPlural(noun: string): boolean {
  return nlp(`the ${noun}`).nouns().isPlural().found;
}

/** "a Ukrainian tutor", "an hour", "an 8-week plan": the article the first word's sound asks for. */
export function withArticle(phrase: string): string {
  return indefinite(phrase);
}

const ARTICLES = /^(?:a|an|some|one)\s+/i;
const OWNERS = /^(?:the|my|our|your|his|her|their|this|that|these|those)\s+/i;

/** "a novel" → "the novel", "novel" → "the novel"; "your thesis", "Japan" and "20 books" stay as they are. */
export function definite(phrase: string): string {
  const p = tidyPhrase(phrase);
  if (p === '') return p;
  if (ARTICLES.test(p)) return p.replace(ARTICLES, 'the ');
  if (OWNERS.test(p)) return p.replace(OWNERS, (owner) => owner.toLowerCase());
  const last = p.split(' ').at(-1) ?? '';
  // A number, an amount or a name ("Spanish", "Japan", "AWS") takes no article.
  if (/^[\d$€£¥₹]/u.test(p) || /^\p{Lu}/u.test(last) || !/^\p{Ll}/u.test(last)) return p;
  return `the ${p}`;
}

/** Suggestions speak to the person: "Update my CV" becomes "update your CV" inside one. */
export function asYours(phrase: string): string {
  return phrase
    .replace(/\bmy\b/g, 'your')
    .replace(/\bMy\b/g, 'Your')
    .replace(/\bmyself\b/gi, 'yourself')
    .replace(/\bmine\b/gi, 'yours')
    .replace(/\bI\b/g, 'you')
    .replace(/\bI'm\b/gi, "you're")
    .replace(/\bme\b/g, 'you');
}

/** The same word twice in a row, as typos leave it ("for for", "fund fund"), kept once. */
export function withoutDoubledWords(text: string): string {
  return text.replace(/\b([\p{L}\p{N}']+)(\s+\1\b)+/giu, '$1');
}

/** Whether a phrase ends on a word a phrase can end on. */
export function endsCleanly(phrase: string): boolean {
  const last = tidyPhrase(phrase).toLowerCase().match(/[\p{L}\p{N}'’]+$/u)?.[0];
  return last !== undefined && !DANGLING_END.has(last);
}

/** The phrase without the words it may not end on: "promoted to senior engineer by" → "promoted to senior engineer". */
export function trimDangling(phrase: string): string {
  const words = tidyPhrase(phrase).split(' ');
  while (words.length > 0 && DANGLING_END.has((words.at(-1) ?? '').toLowerCase())) words.pop();
  return words.join(' ');
}

/** Where a noun phrase may be cut whole: before a clause or a prepositional phrase. */
const CUT_BEFORE = /\s+(?=(?:in|on|at|with|for|from|by|about|into|and|or|to|before|after|so|while|because|that|which|who|selling|using|without)\s)/gi;

/**
 * The phrase if it fits in `max` characters; else its longest front part that ends at a clause or phrase
 * boundary and still reads as a phrase ("my Etsy shop selling handmade candles" → "my Etsy shop"); null when
 * none fits. It never cuts a phrase mid-way.
 */
export function fitPhrase(phrase: string, max: number): string | null {
  const p = fixArticles(trimDangling(phrase));
  if (p === '') return null;
  if (p.length <= max) return p;
  const cuts = [...p.matchAll(CUT_BEFORE)].map((match) => match.index).filter((index) => index > 0);
  for (const cut of cuts.reverse()) {
    const front = trimDangling(p.slice(0, cut));
    if (front.length > 0 && front.length <= max && endsCleanly(front)) return front;
  }
  return null;
}

/** Rounds to a tidy figure for a plan: 1,234 → 1,250 at step 50; never below one step. */
export function roundTo(value: number, step: number): number {
  return Math.max(step, Math.round(value / step) * step);
}

export function formatNumber(value: number): string {
  return new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 }).format(value);
}
