import type { GoalKind, StepInput } from './goal-kinds';
import { asYours, definite, fitPhrase, formatNumber, plural, singular } from './grammar';
import type { GoalReading } from './read-goal';
import { weeksLeft } from './step-helpers';

/** What a growth goal counts, and which family of steps grows it. */
type Audience = 'audience' | 'buyers' | 'reviews' | 'members' | 'donors';
const METRICS: Record<string, Audience> = {
  subscriber: 'audience', follower: 'audience', listener: 'audience', viewer: 'audience', visitor: 'audience',
  reader: 'audience', fan: 'audience', download: 'audience', view: 'audience',
  customer: 'buyers', client: 'buyers', user: 'buyers', sale: 'buyers', copy: 'buyers', order: 'buyers', signup: 'buyers',
  review: 'reviews', rating: 'reviews',
  member: 'members', volunteer: 'members', student: 'members',
  donor: 'donors', donation: 'donors', backer: 'donors', supporter: 'donors',
};
const METRIC_WORDS = Object.keys(METRICS).flatMap((word) => [word, plural(word)]);
const TARGET = new RegExp(`(\\d[\\d,.]*\\s?k?)\\s+(?:new\\s+|paying\\s+|monthly\\s+|more\\s+)?(${METRIC_WORDS.join('|')})\\b`, 'i');
const METRIC_ONLY = new RegExp(`\\b(${METRIC_WORDS.join('|')})\\b`, 'i');
const PLATFORMS = ['Instagram', 'YouTube', 'TikTok', 'Twitter', 'LinkedIn', 'Facebook', 'Google', 'Substack', 'Twitch', 'Etsy', 'Spotify', 'Patreon', 'Kickstarter'];
const OWNED = /\b(?:my|our|the)\s+((?:[\p{L}-]+\s)?(?:newsletter|podcast|blog|channel|shop|store|club|agency|business|app|site|website|book|page|community|course|band|restaurant|café|cafe|studio|brand))\b/iu;

interface Growth {
  /** "subscribers", "paying customers", "revenue" */
  metric: string;
  audience: Audience;
  /** The count aimed for, when the goal names one. */
  target: number | null;
  /** Where it grows: "your newsletter", "Instagram"; null when the goal doesn't say. */
  channel: string | null;
}

function toCount(text: string): number {
  const thousands = /k$/i.test(text.trim());
  const value = Number(text.replace(/[,\sk]/gi, ''));
  return thousands ? value * 1000 : value;
}

function growthOf(reading: GoalReading): Growth | null {
  const text = `${reading.title} ${reading.descriptionText}`;
  const platform = PLATFORMS.find((name) => new RegExp(`\\b${name}\\b`, 'i').test(text));
  const owned = OWNED.exec(reading.title)?.[1];
  const channel = platform ?? (owned ? definite(asYours(`my ${owned}`)) : null);
  const counted = TARGET.exec(text);
  if (counted) {
    const word = singular(counted[2]!.toLowerCase());
    return { metric: plural(word), audience: METRICS[word] ?? 'audience', target: toCount(counted[1]!), channel };
  }
  if (/\b(?:revenue|mrr|sales|income|turnover)\b/i.test(reading.title) && reading.money && reading.verb !== 'save') {
    return { metric: 'revenue', audience: 'buyers', target: null, channel };
  }
  if (reading.verb === 'raise' && reading.money && reading.purpose) return { metric: 'donations', audience: 'donors', target: null, channel };
  const named = METRIC_ONLY.exec(reading.title)?.[1];
  if (named && ['grow', 'double', 'gain', 'get', 'reach', 'build', 'increase', 'sign', 'win', 'attract'].includes(reading.verb ?? '')) {
    const word = singular(named.toLowerCase());
    return { metric: plural(word), audience: METRICS[word] ?? 'audience', target: null, channel };
  }
  return null;
}

const withGrowth = (write: (growth: Growth, input: StepInput) => string | null) => (input: StepInput) => {
  const growth = growthOf(input.reading);
  return growth ? write(growth, input) : null;
};
const forAudience = (audiences: readonly Audience[], write: (growth: Growth, input: StepInput) => string | null) =>
  withGrowth((growth, input) => (audiences.includes(growth.audience) ? write(growth, input) : null));
/** "on Instagram", "for your newsletter", or nothing. */
const where = (growth: Growth) => (growth.channel ? (PLATFORMS.includes(growth.channel) ? ` on ${growth.channel}` : ` for ${growth.channel}`) : '');

/** Growth targets: subscribers, followers, customers, revenue, reviews, members, donations. */
export const growthKind: GoalKind = {
  id: 'growth',
  keywords: [...METRIC_WORDS, 'revenue', 'mrr', 'audience', 'traffic'],
  verbs: ['grow', 'reach', 'get', 'gain', 'double', 'hit', 'raise', 'sell', 'sign', 'increase', 'attract', 'win', 'build'],
  claims: (reading) => growthOf(reading) !== null,
  subject: (reading) => growthOf(reading)?.metric ?? 'your audience',
  steps: [
    ['start', withGrowth(({ metric, target }) =>
      target !== null ? `Write down how many ${metric} you have today and the gap to ${formatNumber(target)}` : `Write down how many ${metric} you have today`)],
    ['start', withGrowth(({ metric, target }, { timing }) => {
      const weeks = Math.min(weeksLeft(timing), 52);
      return target !== null && weeks >= 2 ? `Split the gap to ${formatNumber(target)} ${metric} into ${weeks} weekly targets` : null;
    })],
    ['start', withGrowth(({ metric }) => (metric === 'revenue' ? 'Find out which customers bring in most of your revenue' : `Find out what brought in your last ten ${metric}`))],
    ['build', forAudience(['audience'], (growth) => `Publish one new piece${where(growth)} this week and share it twice`)],
    ['build', forAudience(['audience'], (growth) =>
      growth.channel && !PLATFORMS.includes(growth.channel) ? `Ask five readers of ${growth.channel} to share it with a friend` : `Ask five people who like your work to share it${where(growth)}`)],
    ['build', forAudience(['audience'], () => 'Add a sign-up or follow link to your profiles and email signature')],
    ['build', forAudience(['audience'], () => 'Collaborate with one creator whose audience would like your work')],
    ['build', forAudience(['buyers'], ({ metric }) => (metric === 'revenue' ? 'List 20 people or businesses who could buy from you' : `List 20 people who could become your ${metric}`))],
    ['build', forAudience(['buyers'], () => 'Ask your three happiest customers for a referral')],
    ['build', forAudience(['buyers'], () => 'Follow up with every open lead from the last month')],
    ['build', forAudience(['buyers'], () => 'Test one new offer or price with your next ten prospects')],
    ['build', forAudience(['reviews'], (growth) => `Ask every customer this week for a review${where(growth)}`)],
    ['build', forAudience(['reviews'], () => 'Reply to each of your recent reviews, good and bad')],
    ['build', forAudience(['reviews'], () => 'Add a short review link to your receipts and emails')],
    ['build', forAudience(['members'], () => 'Invite five people you know to come along once')],
    ['build', forAudience(['members'], () => 'Ask current members what made them join, and say it in your invitations')],
    ['build', forAudience(['donors'], ({ metric }, { reading }) => {
      const cause = reading.purpose ? fitPhrase(asYours(reading.purpose), 30) : null;
      return cause ? `Write a short story of why ${definite(cause)} matters, for your ${metric} page` : 'Write a short story of why the cause matters';
    })],
    ['build', forAudience(['donors'], () => 'Ask ten people to give and to share the page with one friend each')],
    ['finish', withGrowth(({ metric }) => `Compare this week's ${metric} with last week's and keep what worked`)],
    ['finish', forAudience(['audience', 'buyers', 'members', 'donors'], () => 'Thank your newest supporters and ask what brought them')],
  ],
};

interface Habit {
  /** "screen time", "sugar intake" */
  name: string;
  /** What a person reaches for when the habit starts: "your phone". */
  cue: string | null;
  keywords: readonly string[];
  steps: readonly string[];
}

/** Habits people cut down on, each with the steps that work for it. */
const HABITS: readonly Habit[] = [
  {
    name: 'screen time',
    cue: 'your phone',
    keywords: ['screen time', 'social media', 'phone', 'instagram', 'tiktok', 'scrolling', 'doomscrolling', 'youtube'],
    steps: [
      'Turn off every notification that is not from a person',
      'Set a daily limit for your most-used app in your phone settings',
      'Charge your phone outside the bedroom tonight',
      'Move social apps off your home screen',
      'Plan what you will do instead in your usual scrolling time',
    ],
  },
  {
    name: 'sugar intake',
    cue: 'something sweet',
    keywords: ['sugar', 'sweets', 'candy', 'chocolate', 'soda', 'fizzy drinks', 'desserts'],
    steps: [
      'Clear sugary snacks out of your cupboards',
      'Replace your afternoon sweet snack with fruit or nuts',
      'Read the labels of five foods you buy often and note their sugar',
      'Replace one sugary drink with water or tea today',
    ],
  },
  {
    name: 'drinking',
    cue: 'a drink',
    keywords: ['alcohol', 'drinking', 'beer', 'wine', 'booze'],
    steps: [
      'Choose two alcohol-free days this week and put them in your calendar',
      'Stock an alcohol-free drink you enjoy',
      'Decide your limit before you go out, and tell a friend',
    ],
  },
  {
    name: 'caffeine intake',
    cue: 'a coffee',
    keywords: ['coffee', 'caffeine', 'energy drinks'],
    steps: ['Replace your afternoon coffee with decaf or herbal tea', 'Set a time after which you drink no caffeine', 'Drink a glass of water before each coffee'],
  },
  {
    name: 'spending',
    cue: 'your card',
    keywords: ['spending', 'impulse buying', 'shopping', 'clothes', 'takeaway', 'takeaways', 'eating out', 'subscriptions'],
    steps: [
      'Delete saved card details from the shops you buy from most',
      'Wait 48 hours before any purchase that is not essential',
      'Unsubscribe from the shops that email you offers',
      'Set a weekly spending limit and check it every Sunday',
      'Cancel one subscription you did not use last month',
    ],
  },
  {
    name: 'meat meals',
    cue: null,
    keywords: ['meat'],
    steps: ['Plan two meat-free dinners for this week', 'Find three vegetarian recipes you would cook again', 'Replace the meat in one favourite dish with beans or lentils'],
  },
  {
    name: 'TV time',
    cue: 'the remote',
    keywords: ['tv', 'television', 'netflix', 'series', 'binge'],
    steps: ['Turn off autoplay on your streaming services', 'Choose the one show you will watch this week and skip the rest', 'Plan one evening this week without a screen'],
  },
  {
    name: 'nail biting',
    cue: null,
    keywords: ['nails', 'nail biting'],
    steps: ['Keep your nails short and carry a nail file', 'Note when you bite your nails and what you were feeling', 'Keep your hands busy with a stress ball when you sit still'],
  },
  {
    name: 'car use',
    cue: 'the car keys',
    keywords: ['car', 'driving'],
    steps: ['Walk or cycle one trip under 2 km this week', 'Check the bus or train route for your most common trip', 'Combine this week’s errands into one trip'],
  },
];
const REDUCING_VERBS = ['reduce', 'cut', 'limit', 'lower', 'stop', 'quit', 'spend', 'eat', 'drink', 'use', 'watch', 'check', 'bite', 'curb'];
const LESS = /\b(?:less|fewer|down on|back on|no more|under|below)\b/i;

function habitOf(reading: GoalReading): Habit | null {
  const text = ` ${reading.titleText} `;
  const verbReduces = ['reduce', 'cut', 'limit', 'lower', 'curb'].includes(reading.verb ?? '') || (['stop', 'quit'].includes(reading.verb ?? '') && !/\bsmok|vap/i.test(reading.title));
  if (!verbReduces && !LESS.test(reading.title)) return null;
  if (reading.verb === 'spend' && /^spend less$/i.test(reading.title.trim())) return HABITS.find((habit) => habit.name === 'spending') ?? null;
  return HABITS.find((habit) => habit.keywords.some((keyword) => text.includes(` ${keyword} `))) ?? null;
}

/** A limit the goal names: "to 2 hours a day", "under $400 a month". */
function limitOf(reading: GoalReading): string | null {
  const limit = /\b(?:to|under|below|than|at most)\s+(\$?\d[\d,.]*\s?(?:hours?|minutes?|cups?|drinks?|days?|dollars|euros|pounds)?\s*(?:a|per)\s+(?:day|week|month))/i.exec(reading.title);
  return limit ? limit[1]!.replace(/\s+/g, ' ') : null;
}

/** The habit a goal names, whatever its verb: what the steps call it even where the goal reads oddly. */
function habitNamed(reading: GoalReading): Habit | null {
  const text = ` ${reading.titleText} `;
  return HABITS.find((habit) => habit.keywords.some((keyword) => text.includes(` ${keyword} `))) ?? null;
}

const habitStep = (index: number) => ({ reading }: StepInput) => (habitOf(reading) ?? habitNamed(reading))?.steps[index] ?? null;

/** Cutting down: screen time, sugar, alcohol, spending, meat, TV, nail biting, the car. */
export const reductionKind: GoalKind = {
  id: 'reduction',
  keywords: HABITS.flatMap((habit) => habit.keywords),
  verbs: REDUCING_VERBS,
  claims: (reading) => habitOf(reading) !== null,
  subject: (reading) => (habitOf(reading) ?? habitNamed(reading))?.name ?? 'habit',
  steps: [
    ['start', ({ subject }) => `Track your ${subject} for three days before you change anything`],
    ['start', ({ reading, subject }) => {
      const limit = limitOf(reading);
      return limit ? `Set a limit of ${limit} for your ${subject} and write it down` : `Set this week's limit for your ${subject} and write it down`;
    }],
    ['start', habitStep(0)],
    ['start', ({ reading }) => {
      const cue = (habitOf(reading) ?? habitNamed(reading))?.cue;
      return cue ? `Note each time you reach for ${cue} and what set it off` : null;
    }],
    ['build', habitStep(1)],
    ['build', habitStep(2)],
    ['build', habitStep(3)],
    ['build', habitStep(4)],
    ['build', () => 'Tell one friend about your goal and ask them to check on you weekly'],
    ['finish', ({ subject }) => `Compare this week's ${subject} with your first three days`],
    ['finish', () => 'Keep the change that worked best and drop the one that did not'],
  ],
};
