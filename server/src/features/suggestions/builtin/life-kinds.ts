import { firstMentioned, type GoalKind, type StepInput } from './goal-kinds';
import { asYours, definite, fitPhrase, gerund, roundTo, withArticle } from './grammar';
import { PLACES } from './proper-names';
import type { GoalReading } from './read-goal';
import { gerundPhrase, objectSubject, weeksLeft } from './step-helpers';

const both = (reading: GoalReading) => `${reading.titleText}${reading.descriptionText}`;

/** The race a running goal names: "half marathon", "10K"; null for running in general. */
function runningEvent(reading: GoalReading): string | null {
  const text = both(reading);
  if (/ half[ -]marathons? /.test(text)) return 'half marathon';
  if (/ ultra(?:marathon)?s? /.test(text)) return 'ultramarathon';
  if (/ marathons? /.test(text)) return 'marathon';
  if (/ triathlons? /.test(text)) return 'triathlon';
  const distance = / (5|10|15|21|42) ?km? /.exec(text);
  if (distance) return `${distance[1]}K`;
  if (/ parkruns? /.test(text)) return 'parkrun';
  return / races? /.test(text) ? 'race' : null;
}

const eventStep = (write: (event: string, input: StepInput) => string) => (input: StepInput) => {
  const event = runningEvent(input.reading);
  return event ? write(event, input) : null;
};

/** Running, from a first 5K to an ultramarathon. */
export const runningKind: GoalKind = {
  id: 'running',
  keywords: ['marathon', 'half marathon', 'half-marathon', 'ultramarathon', '5k', '10k', '21k', 'triathlon', 'parkrun', 'race', 'running', 'jogging', 'couch to 5k'],
  verbs: ['run', 'jog', 'finish', 'complete', 'train', 'do', 'race'],
  // "Run more" or "Run 100 km this month" is about running; "Run a bakery" is not.
  claims: (reading) =>
    (reading.verb === 'run' || reading.verb === 'jog') &&
    (reading.object === '' || reading.recurring || /^(?:more|faster|further|farther|again|\d)/i.test(reading.object)),
  subject: (reading) => {
    const event = runningEvent(reading);
    return event ? `the ${event}` : 'your running';
  },
  steps: [
    ['start', ({ subject, timing }) => {
      const weeks = Math.min(weeksLeft(timing), 20);
      return weeks >= 4 ? `Pick ${withArticle(`${weeks}-week`)} training plan for ${subject}` : null;
    }],
    ['start', ({ subject }) => `Run an easy 3 km to find your starting pace for ${subject}`],
    ['start', eventStep((_event, { subject }) => `Register for ${subject} and put the date in your calendar`)],
    ['start', () => 'Check your running shoes and replace them if they are worn out'],
    ['build', ({ subject }) => `Schedule three runs for ${subject} this week`],
    ['build', ({ subject }) => `Add 1 km to this week's long run for ${subject}`],
    ['build', (input) => `Add a 20-minute strength session to your ${runningEvent(input.reading) ?? 'running'} week`],
    ['build', ({ subject }) => `Log each run for ${subject} with its distance and how it felt`],
    ['finish', eventStep((_event, { subject }) => `Plan race-day kit, breakfast and travel for ${subject}`)],
    ['finish', eventStep((_event, { subject }) => `Keep this week's runs short and easy before ${subject}`)],
    ['finish', eventStep((_event, { subject }) => `Check the course map and start time of ${subject}`)],
    ['finish', ({ subject }) => `Do one short run at your target pace for ${subject}`],
  ],
};

const EXERCISES = ['push-up', 'pushup', 'pull-up', 'pullup', 'squat', 'plank', 'burpee', 'sit-up', 'chin-up'];
/** Verbs that name the sport itself: "Cycle 100 km" is about cycling. */
const SPORT_VERBS = ['cycle', 'swim', 'hike', 'climb', 'ride', 'ski', 'skate'];
const DISCIPLINES = ['yoga', 'pilates', 'climbing', 'cycling', 'hiking', 'crossfit', 'boxing', 'tennis', 'football', 'basketball'];

/** Strength, general fitness and sports other than running. */
export const fitnessKind: GoalKind = {
  id: 'fitness',
  keywords: [
    'fit', 'fitness', 'fitter', 'shape', 'gym', 'workout', 'exercise', 'strength', 'stronger', 'strong', 'muscle',
    'deadlift', 'bench press', 'abs', 'stamina', 'flexibility', 'splits', 'cardio', 'bike', 'toes', 'posture', ...EXERCISES, ...DISCIPLINES,
  ],
  verbs: ['get', 'build', 'work', 'train', 'do', 'lift', 'exercise', 'stretch', 'go', 'join', 'improve'],
  claims: (reading) => ['exercise', 'lift', 'stretch', 'train', ...SPORT_VERBS].includes(reading.verb ?? ''),
  subject: (reading) => {
    if (SPORT_VERBS.includes(reading.verb ?? '')) return gerund(reading.verb ?? '');
    const count = reading.quantity && EXERCISES.some((exercise) => reading.quantity?.unit.startsWith(exercise.slice(0, 3))) ? reading.quantity : null;
    if (count) return `${count.value} ${count.unit}`;
    return firstMentioned(both(reading), DISCIPLINES) ?? 'your fitness';
  },
  steps: [
    ['start', ({ subject }) => `Test where you stand on ${subject} and write it down`],
    ['start', ({ subject }) => `Choose a simple three-days-a-week plan for ${subject}`],
    ['start', ({ subject }) => `Book three 30-minute sessions for ${subject} this week`],
    ['build', ({ subject }) => `Do a 30-minute session for ${subject} and log it`],
    ['build', ({ subject }) => `Add one set or 5 minutes to your next session for ${subject}`],
    ['build', () => "Stretch for 10 minutes after today's session"],
    ['build', () => "Pack your kit tonight for tomorrow's session"],
    ['finish', ({ subject }) => `Retest ${subject} and compare it with your starting level`],
    ['finish', ({ subject }) => `Plan next month's sessions to keep ${subject} going`],
  ],
  secondary: true,
};

const WEIGHT_WORDS = ['weight', 'kg', 'kilos', 'lbs', 'pounds', 'body fat', 'bmi'];

/** Weight, eating and other health goals, with steps that stay within everyday advice. */
export const healthKind: GoalKind = {
  id: 'health',
  keywords: [
    ...WEIGHT_WORDS, 'diet', 'healthy', 'healthier', 'health', 'nutrition', 'calories', 'sugar', 'vegetables', 'veggies',
    'cholesterol', 'blood pressure', 'protein', 'meals', 'snacking', 'junk food', 'fast food',
  ],
  verbs: ['lose', 'gain', 'eat', 'cut', 'reduce', 'lower', 'improve', 'get', 'drop'],
  subject: (reading) => gerundPhrase(reading) ?? 'your health goal',
  steps: [
    ['start', ({ subject }) => `Write down your starting point for ${subject}`],
    ['start', () => 'Log everything you eat today, without judging it'],
    ['start', () => 'Plan three healthy dinners for this week and shop for them'],
    ['start', () => 'Book a check-up and ask your doctor what would help most'],
    ['build', () => 'Replace one sugary drink with water today'],
    ['build', () => 'Take a 30-minute walk after dinner'],
    ['build', () => "Prepare tomorrow's lunch tonight"],
    ['build', ({ reading }) => (firstMentioned(both(reading), WEIGHT_WORDS) ? 'Weigh in once this week and log the result' : null)],
    ['finish', () => "Compare this week's log with where you started"],
    ['finish', () => "Plan next month's meals and write the shopping list"],
  ],
  secondary: true,
};

const HABIT_VERBS = ['meditate', 'journal', 'floss', 'wake', 'pray', 'walk', 'drink', 'stretch'];
const BREAKING_VERBS = ['quit', 'stop', 'reduce', 'limit', 'cut'];

/** What a habit-breaking goal gives up: "Quit smoking" → "smoking", "Cut down on sugar" → "sugar". */
const givenUp = (reading: GoalReading) => asYours(reading.object.replace(/^(?:down\s+on|back\s+on|out)\s+/i, '')) || 'the habit';
const breaking = (reading: GoalReading) => BREAKING_VERBS.includes(reading.verb ?? '');
/** A step for building a habit, or for breaking one: never both. */
const building = (write: (input: StepInput) => string) => (input: StepInput) => (breaking(input.reading) ? null : write(input));
const quitting = (write: (habit: string) => string) => (input: StepInput) => (breaking(input.reading) ? write(givenUp(input.reading)) : null);

/** Daily habits, built or broken. */
export const habitKind: GoalKind = {
  id: 'habit',
  keywords: ['walk', 'habit', 'routine', 'streak', 'meditation', 'mindfulness', 'journaling', 'gratitude', 'smoking', 'alcohol', 'screen time', 'social media', 'procrastination', 'bedtime', 'vaping'],
  verbs: [...HABIT_VERBS, ...BREAKING_VERBS, 'build', 'start', 'keep'],
  claims: (reading) => reading.recurring || HABIT_VERBS.includes(reading.verb ?? '') || breaking(reading),
  subject: (reading) => gerundPhrase(reading) ?? 'the habit',
  steps: [
    ['start', building(({ subject }) => `Pick a fixed time for ${subject} and put it in your calendar`)],
    ['start', building(({ subject }) => `Tie ${subject} to something you already do every day`)],
    ['start', building(({ subject }) => `Start small: do a 2-minute version of ${subject} today`)],
    ['start', building(({ subject }) => `Set up a simple tracker for ${subject}`)],
    ['build', building(({ subject }) => `Tick off ${subject} in your tracker today`)],
    ['build', building(({ subject }) => `Prepare what you need for ${subject} tonight`)],
    ['build', building(({ subject }) => `Plan what you'll do when you miss a day of ${subject}`)],
    ['finish', building(({ subject }) => `Review your streak of ${subject} and note what helped`)],
    ['finish', building(({ subject }) => `Make ${subject} one small step harder this week`)],
    ['start', quitting((habit) => `Write down when and why the urge for ${habit} comes today`)],
    ['start', quitting((habit) => `Remove one trigger for ${habit} from your home or phone`)],
    ['start', quitting((habit) => `Choose what you'll do instead of ${habit} when the urge hits`)],
    ['start', quitting((habit) => `Tell a friend you're cutting out ${habit} and ask for support`)],
    ['build', quitting((habit) => `Mark each day without ${habit} on a calendar`)],
    ['build', quitting((habit) => `Plan a way through your hardest hour without ${habit}`)],
    ['finish', quitting((habit) => `Review your days without ${habit} and note what helped`)],
  ],
  secondary: true,
};

const TRIP_WORDS = ['trip', 'travel', 'vacation', 'holiday', 'honeymoon', 'cruise', 'getaway', 'journey', 'backpacking', 'road trip', 'tour', 'camping', 'northern lights'];
const NOT_PLACES = /^(?:January|February|March|April|May|June|July|August|September|October|November|December|Christmas|Easter|I)$/;

/** Where a trip goes: a known place, or capitalised words after "to", "in" or "visit". */
function destinationOf(reading: GoalReading): string | null {
  const known = PLACES.find((place) => new RegExp(`\\b${place}\\b`).test(reading.title));
  if (known) return known;
  // No "i" flag: it would let \p{Lu} match lower-case letters too.
  const named = /\b(?:[Tt]o|[Ii]n|[Vv]isit|[Aa]round|[Aa]cross|[Tt]hrough|[Ee]xplore|[Ss]ee)\s+(\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*)*)/u.exec(reading.title);
  const place = named?.[1];
  return place && !NOT_PLACES.test(place) ? place : null;
}

function tripOf(reading: GoalReading): string {
  const destination = destinationOf(reading);
  if (destination) return `the trip to ${destination}`;
  for (const phrase of [reading.purpose, reading.object]) {
    const lower = ` ${phrase ?? ''} `.toLowerCase();
    if (phrase && TRIP_WORDS.some((word) => lower.includes(` ${word} `) || lower.includes(` ${word}s `))) {
      const fitted = fitPhrase(asYours(phrase), 30);
      if (fitted) return definite(fitted);
    }
  }
  return 'the trip';
}

const toPlace = (write: (place: string, trip: string) => string) => (input: StepInput) => {
  const place = destinationOf(input.reading);
  return place ? write(place, input.subject) : null;
};
const withoutPlace = (write: (trip: string) => string) => (input: StepInput) =>
  destinationOf(input.reading) ? null : write(input.subject);

/** Trips, holidays and visits. */
export const travelKind: GoalKind = {
  id: 'travel',
  keywords: [...TRIP_WORDS, 'flight', 'abroad', 'itinerary', 'passport', 'visa', ...PLACES.map((place) => place.toLowerCase())],
  verbs: ['visit', 'travel', 'go', 'explore', 'tour', 'fly', 'plan', 'book', 'take', 'see'],
  claims: (reading) => ['visit', 'travel', 'explore', 'tour', 'fly'].includes(reading.verb ?? ''),
  subject: tripOf,
  steps: [
    ['start', ({ subject }) => `Choose the dates for ${subject} and book the time off`],
    ['start', toPlace((place) => `Check your passport expiry and the visa rules for ${place}`)],
    ['start', ({ subject }) => `Set a budget for ${subject}: travel, stay, food and extras`],
    ['start', toPlace((place) => `Compare flight and train prices to ${place} for your dates`)],
    ['start', withoutPlace((trip) => `Compare travel options and prices for ${trip}`)],
    ['build', ({ subject }) => `Book your travel for ${subject}`],
    ['build', ({ subject }) => `Book where you'll stay for the first nights of ${subject}`],
    ['build', toPlace((place) => `List five things you want to see or do in ${place}`)],
    ['build', withoutPlace((trip) => `List five things you want to do on ${trip}`)],
    ['build', ({ subject }) => `Buy travel insurance for ${subject}`],
    ['finish', ({ subject }) => `Make a packing list for ${subject}`],
    ['finish', ({ subject }) => `Save the tickets and bookings for ${subject} offline`],
  ],
  secondary: true,
};

const ROOMS = [
  'garage', 'kitchen', 'closet', 'wardrobe', 'house', 'home', 'apartment', 'flat', 'room', 'bedroom', 'bathroom', 'attic',
  'basement', 'cellar', 'garden', 'yard', 'desk', 'drawers', 'shed', 'office', 'pantry', 'living room', 'loft', 'fence', 'roof',
];

/** Clearing and organising a space. */
export const tidyingKind: GoalKind = {
  id: 'tidying',
  keywords: [...ROOMS, 'clutter', 'mess', 'laundry', 'storage', 'minimalism', 'konmari', 'spring clean'],
  verbs: ['clean', 'declutter', 'organise', 'organize', 'tidy', 'clear', 'sort', 'empty'],
  claims: (reading) => ['declutter', 'tidy', 'organise', 'organize', 'clean'].includes(reading.verb ?? ''),
  subject: (reading) => objectSubject(reading, 'your home'),
  steps: [
    ['start', ({ subject }) => `Take photos of ${subject} to see where to start`],
    ['start', ({ subject }) => `Split ${subject} into zones and pick the first one`],
    ['start', ({ subject }) => `Set out three boxes for ${subject}: keep, donate, bin`],
    ['build', ({ subject }) => `Spend 25 minutes clearing one zone of ${subject}`],
    ['build', ({ subject }) => `Take the donate box from ${subject} to a charity shop`],
    ['build', ({ subject }) => `Clear one surface in ${subject} and keep it clear all week`],
    ['finish', ({ subject }) => `Do a final 15-minute sweep through ${subject}`],
    ['finish', ({ subject }) => `Schedule a 10-minute weekly reset for ${subject}`],
  ],
};

/** Renovating, repairing and improving a home. */
export const homeProjectKind: GoalKind = {
  id: 'home-project',
  keywords: [...ROOMS, 'renovation', 'remodel', 'diy', 'extension', 'repairs', 'furniture', 'wallpaper'],
  verbs: ['renovate', 'remodel', 'redecorate', 'paint', 'build', 'fix', 'repair', 'install', 'refurbish', 'upgrade', 'replace', 'finish'],
  claims: (reading) => ['renovate', 'remodel', 'redecorate', 'paint', 'repair'].includes(reading.verb ?? ''),
  subject: (reading) => objectSubject(reading, 'the project'),
  steps: [
    ['start', ({ subject }) => `Measure ${subject} and take photos before you start`],
    ['start', ({ reading, subject }) => {
      const budget = reading.moneyIsBudget ? reading.money : null;
      if (!budget) return `Set a budget for ${subject} with a 10% buffer`;
      return `Keep ${budget.format(roundTo(budget.value / 10, budget.value >= 2000 ? 100 : 10))} of the ${budget.text} budget aside for surprises`;
    }],
    ['start', ({ reading }) => (reading.moneyIsBudget && reading.money ? `List the must-haves that fit within ${reading.money.text}` : null)],
    ['start', ({ subject }) => `Collect five ideas you like for ${subject}`],
    ['build', ({ subject }) => `Get quotes from three tradespeople for ${subject}`],
    ['build', ({ subject }) => `Buy the materials for the first stage of ${subject}`],
    ['build', ({ subject }) => `Clear ${subject} so the work can start`],
    ['finish', ({ subject }) => `Walk through ${subject} and list what's left to finish`],
    ['finish', ({ subject }) => `Do a final clean and check of ${subject}`],
  ],
};
