/**
 * Verbs people start goals with. A short list of our own beats a general tagger here: goal titles are
 * imperative phrases, and taggers read "Declutter", "Journal" or "Book" at the start of one as nouns.
 */
const GOAL_VERBS = new Set(
  `accept achieve act add adopt apply ask attend bake be become begin book boost borrow brew build buy calm
  call celebrate change check clean clear climb close code collect complete compose connect contact cook
  create cross cut cycle dance debug decide declutter decorate deliver deploy design develop do donate draft
  draw dress drink drive drop earn eat edit enjoy enrol enroll establish exercise explore film find finish fix
  fly focus follow gain garden get give go graduate grow help hike hire host improve increase install invest
  join journal jog keep knit land launch lead learn leave lift limit lose maintain make manage master meditate
  meet memorise memorize mentor migrate move network open organise organize paint pass pay perform pick pitch
  plan plant play post practice practise prepare present produce publish quit raise reach read rebuild record
  redesign reduce refactor register release relocate remodel renovate repair replace research rest rewrite
  ride run save sell send set ship shoot sing sit skate ski sleep speak spend start stay stick stop stretch
  study submit swim switch take talk teach test tidy train translate travel try update upgrade visit volunteer
  wake walk watch win work write`.split(/\s+/),
);

/** Verbs that double their last letter before -ing: run → running. */
const DOUBLING = new Set(['begin', 'cut', 'drop', 'get', 'jog', 'knit', 'plan', 'quit', 'run', 'set', 'ship', 'shop', 'sit', 'skip', 'stop', 'swim', 'win']);
const IRREGULAR_PAST: Record<string, string> = { ran: 'run', wrote: 'write', began: 'begin', got: 'get', took: 'take', made: 'make', sold: 'sell', paid: 'pay' };

/** The base form of a goal verb in any common shape ("Learning" → "learn"), or null for other words. */
export function baseVerb(word: string): string | null {
  const w = word.toLowerCase().replace(/[^a-z]/g, '');
  if (w.length < 2) return null;
  if (GOAL_VERBS.has(w)) return w;
  if (IRREGULAR_PAST[w]) return IRREGULAR_PAST[w];
  const stems: string[] = [];
  if (w.endsWith('ing')) {
    const stem = w.slice(0, -3);
    stems.push(stem, `${stem}e`);
    if (stem.length > 2 && stem.at(-1) === stem.at(-2)) stems.push(stem.slice(0, -1));
    if (stem.endsWith('y')) stems.push(`${stem.slice(0, -1)}ie`);
  } else if (w.endsWith('ies')) {
    stems.push(`${w.slice(0, -3)}y`);
  } else if (w.endsWith('es')) {
    stems.push(w.slice(0, -2), w.slice(0, -1));
  } else if (w.endsWith('s')) {
    stems.push(w.slice(0, -1));
  }
  return stems.find((stem) => GOAL_VERBS.has(stem)) ?? null;
}

/** The -ing form of a verb: "cook" → "cooking", "write" → "writing", "swim" → "swimming". */
export function gerund(verb: string): string {
  const v = verb.toLowerCase();
  if (v === 'be' || v === 'see') return `${v}ing`;
  if (v.endsWith('ie')) return `${v.slice(0, -2)}ying`;
  if (DOUBLING.has(v)) return `${v}${v.at(-1)}ing`;
  if (v.endsWith('e') && !/[eoy]e$/.test(v)) return `${v.slice(0, -1)}ing`;
  return `${v}ing`;
}
