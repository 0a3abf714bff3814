import { formatNumber, gerund, tidyPhrase, trimDangling, verbOf, withoutDoubledWords } from './grammar';

/** An amount of money named in a goal: "$5,000", "€2k", "300 euros". */
export interface Money {
  value: number;
  /** The amount as the person wrote it. */
  text: string;
  /** Writes another amount the same way: a "$" goal gets "$417", a "euros" goal gets "417 euros". */
  format(amount: number): string;
}

/** A count with its unit: "20 books", "10 kg", "50,000 words". */
export interface Quantity {
  value: number;
  unit: string;
}

/** What the built-in provider understands of a goal's title and description. */
export interface GoalReading {
  /** The title with single spaces and no closing punctuation. */
  title: string;
  /** The leading verb in its base form ("Learning Spanish" → "learn"); null when there is none. */
  verb: string | null;
  /** What the verb acts on, without time phrases or purpose: "a half marathon", "$5,000". */
  object: string;
  /** For "learn to play guitar": "playing guitar". */
  activity: string | null;
  /** For "save $5,000 for a trip": "a trip". */
  purpose: string | null;
  money: Money | null;
  /** True when the money is a limit to spend within ("with a $15k budget", "for under £2,000"), not a sum to save. */
  moneyIsBudget: boolean;
  quantity: Quantity | null;
  /** Whether the title asks for something done again and again: "daily", "3 times a week". */
  recurring: boolean;
  /**
   * The title's words after its leading verb, in lower case with a space at each end, for phrase matching.
   * The verb itself is left out so "Book flights" and "Test the app" don't read as being about books or tests.
   */
  titleText: string;
  /** The same for the description. */
  descriptionText: string;
}

/** Openings that carry no meaning for the plan: "I want to learn Spanish" is "Learn Spanish". */
const FILLERS = [
  "i'd like to", 'i would like to', 'i want to', 'i need to', 'i will', "i'll", 'i wanna', 'i am going to', "i'm going to",
  'want to', 'try to', 'be able to', 'finally', 'really', 'actually', 'to',
].map((filler) => filler.split(' '));

const MONTHS = 'january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec';
const TIME_WORDS = `${MONTHS}|spring|summer|autumn|fall|winter|years?|months?|weeks?|days?|weekends?|today|tomorrow|tonight|mornings?|evenings?|nights?|christmas|easter|new year|end|\\d{4}|q[1-4]`;
const TRAILING_TIME = new RegExp(
  `\\s+(?:in|by|before|until|till|within|during|this|next|every|each|per|over|from|a|for)\\s+(?:the\\s+)?(?:end\\s+of\\s+(?:the\\s+)?)?(?:(?:\\d+|one|two|three|four|six|twelve)\\s+)?(?:${TIME_WORDS})\\b.*$`,
  'i',
);
const TRAILING_FREQUENCY =
  /(?:^|\s+)(?:daily|nightly|weekly|monthly|yearly|annually|asap|regularly|once|twice|(?:this|next|every|each)\s+\w+|(?:\d+|one|two|three|four|five|six|seven)\s+times)$/i;

const MULTIPLIERS: Record<string, number> = { k: 1_000, thousand: 1_000, m: 1_000_000, million: 1_000_000 };
const SYMBOL_AMOUNT = /([$€£¥₹])\s?(\d[\d,]*(?:\.\d+)?)\s?(k|m|thousand|million)?(?![\p{L}\d])/iu;
const AMOUNT_WORD = /(\d[\d,]*(?:\.\d+)?)\s?(k|thousand|million)?\s?(dollars?|usd|euros?|eur|gbp|chf|yen|rupees?)(?![\p{L}])/iu;
const QUANTITY =
  /(\d[\d,]*(?:\.\d+)?)\s?(km|kilomet(?:er|re)s|miles?|kg|kilos?|lbs?|pounds|books?|words?|pages|chapters|push-?ups|pull-?ups|minutes|hours|steps|songs|poems|posts|articles|stories|recipes|applications|clients|customers|subscribers|users|followers)(?![\p{L}])/iu;

const RECURRING =
  /\b(?:daily|nightly|weekly|every\s+(?:day|morning|evening|night|week|weekday)|each\s+(?:day|morning|evening|night|week)|(?:\d+|once|twice|three|four|five)\s+(?:times\s+)?(?:a|per)\s+(?:day|week)|(?:a|per)\s+day)\b/i;

const toNumber = (digits: string) => Number(digits.replace(/,/g, ''));

function findMoney(text: string): Money | null {
  const bySymbol = SYMBOL_AMOUNT.exec(text);
  if (bySymbol) {
    const [match, symbol = '$', digits = '0', multiplier] = bySymbol;
    const value = toNumber(digits) * (multiplier ? (MULTIPLIERS[multiplier.toLowerCase()] ?? 1) : 1);
    if (value > 0) return { value, text: match.trim(), format: (amount) => `${symbol}${formatNumber(amount)}` };
  }
  const byWord = AMOUNT_WORD.exec(text);
  if (byWord) {
    const [match, digits = '0', multiplier, currency = 'dollars'] = byWord;
    const value = toNumber(digits) * (multiplier ? (MULTIPLIERS[multiplier.toLowerCase()] ?? 1) : 1);
    const unit = currency.toLowerCase().replace(/s$/, '');
    const plural = /^(usd|eur|gbp|chf|yen)$/.test(unit) ? unit.toUpperCase() : `${unit}s`;
    if (value > 0) return { value, text: match.trim(), format: (amount) => `${formatNumber(amount)} ${plural}` };
  }
  return null;
}

function findQuantity(text: string): Quantity | null {
  const found = QUANTITY.exec(text);
  if (!found) return null;
  const value = toNumber(found[1] ?? '0');
  return value > 0 ? { value, unit: (found[2] ?? '').toLowerCase() } : null;
}

/** Lower-case words (letters and digits, with inner hyphens or apostrophes), padded for phrase search. */
function wordsOf(text: string): string {
  const words = text.toLowerCase().normalize('NFKC').match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu) ?? [];
  return ` ${words.join(' ')} `;
}

function skipFillers(words: string[]): string[] {
  let rest = words;
  for (let changed = true; changed; ) {
    changed = false;
    for (const filler of FILLERS) {
      const head = rest.slice(0, filler.length).map((word) => word.toLowerCase());
      if (rest.length > filler.length && head.join(' ') === filler.join(' ')) {
        rest = rest.slice(filler.length);
        changed = true;
      }
    }
  }
  return rest;
}

function withoutTimePhrases(phrase: string): string {
  let p = phrase;
  for (let before = ''; before !== p; ) {
    before = p;
    p = p.replace(TRAILING_TIME, '').replace(TRAILING_FREQUENCY, '');
  }
  return p.trim();
}

/** Reads a goal; never throws, whatever the text. */
export function readGoal(title: string, description: string | null): GoalReading {
  // A word typed twice ("the emergency fund fund", "for for") is a slip, not a meaning.
  const tidyTitle = withoutDoubledWords(tidyPhrase(title));
  const descriptionText = description ?? '';
  const words = skipFillers(tidyTitle.split(' ').filter(Boolean));
  const verb = words[0] ? verbOf(words[0]) : null;
  let objectWords = verb ? words.slice(1) : words;
  // "Write and self-publish a book": the second verb joins the first, and the book is the object of both.
  if (verb && objectWords[0]?.toLowerCase() === 'and' && objectWords[1] && verbOf(objectWords[1].replace(/^self-/i, ''))) {
    objectWords = objectWords.slice(2);
  }

  let activity: string | null = null;
  if (verb === 'learn' || verb === 'master' || verb === 'practise' || verb === 'practice') {
    const afterHow = objectWords[0]?.toLowerCase() === 'how' ? objectWords.slice(1) : objectWords;
    const innerVerb = afterHow[0]?.toLowerCase() === 'to' && afterHow[1] ? verbOf(afterHow[1]) : null;
    if (innerVerb) {
      activity = trimDangling(withoutTimePhrases([gerund(innerVerb), ...afterHow.slice(2)].join(' '))) || null;
      objectWords = afterHow.slice(2);
    }
  }
  if (verb === 'save' && objectWords[0]?.toLowerCase() === 'up') objectWords = objectWords.slice(1);

  // "Prepare for job interviews", "Study for the bar exam": what the verb acts on comes after the preposition.
  if (verb && /^(?:for|on|about|towards?|into)$/i.test(objectWords[0] ?? '') && objectWords.length > 1) objectWords = objectWords.slice(1);
  let object = trimDangling(withoutTimePhrases(objectWords.join(' ')));
  // "Renovate the kitchen with a $15k budget": the budget is a limit beside the object, not part of it.
  const budget = /\s+(?:with|on|for|within|at)\s+(?:a\s+|an\s+)?(?:budget\s+of\s+|(?:under|less than|below)\s+)?[$€£¥₹]?\s?\d[\d,.]*\s?k?\s*(?:budget)?.*$|\s+(?:for\s+)?(?:under|less than|below)\s+[$€£¥₹]\s?\d.*$/i.exec(object);
  const moneyIsBudget = budget !== null || /\bbudget\b/i.test(tidyTitle);
  if (budget && budget.index > 0) object = trimDangling(object.slice(0, budget.index));
  let purpose: string | null = null;
  const forSplit = /^(.*?)\s*\bfor\s+(.+)$/i.exec(object);
  const money = findMoney(tidyTitle) ?? findMoney(descriptionText);
  if (forSplit && (verb === 'save' || verb === 'raise' || verb === 'earn' || findMoney(object))) {
    object = trimDangling(forSplit[1] ?? '');
    purpose = trimDangling(withoutTimePhrases(forSplit[2] ?? '')) || null;
  }

  return {
    title: tidyTitle,
    verb,
    object,
    activity,
    purpose,
    money,
    moneyIsBudget: money !== null && moneyIsBudget,
    quantity: findQuantity(tidyTitle) ?? findQuantity(descriptionText),
    recurring: RECURRING.test(tidyTitle),
    titleText: wordsOf(`${(verb ? words.slice(1) : words).join(' ')} ${activity ?? ''}`),
    descriptionText: wordsOf(descriptionText),
  };
}
