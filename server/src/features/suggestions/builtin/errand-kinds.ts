import { firstMentioned, type GoalKind } from './goal-kinds';
import { asYours, definite, fitPhrase, isPlural } from './grammar';
import type { GoalReading } from './read-goal';
import { actionPhrase, lowerFirst } from './step-helpers';

/** What a purchase goal is for: "a new laptop", "running shoes", "a birthday present for Sam". */
function itemOf(reading: GoalReading): string | null {
  if (!['buy', 'order', 'get', 'find', 'choose', 'pick'].includes(reading.verb ?? '')) return null;
  const object = asYours(lowerFirst(reading.object)).replace(/\s+(?:in cash|online|second-hand|secondhand|for commuting)$/i, '');
  return fitPhrase(object.replace(/\s+for\s+.+$/i, ''), 32);
}
/** "Sam" in "a birthday present for Sam". */
const recipientOf = (reading: GoalReading) => /\b(?:present|gift)\s+for\s+(\p{Lu}[\p{L}'’-]*|my\s+\p{L}+|your\s+\p{L}+)/u.exec(reading.title)?.[1] ?? null;
const GIFT = / (?:present|gift)s? /;
const NOT_PURCHASES = / (?:job|client|clients|customers|promotion|raise|degree|certification|licence|license|insurance|dog|puppy|cat|kitten|pet|fit|healthy|organised|organized|married|subscribers|followers) /;

/** Things to buy: compare, choose and buy, or find the gift. */
export const purchaseKind: GoalKind = {
  id: 'purchase',
  keywords: ['present', 'gift', 'laptop', 'mattress', 'bike', 'shoes', 'phone', 'sofa', 'car'],
  verbs: ['buy', 'order'],
  claims: (reading) => (reading.verb === 'buy' || reading.verb === 'order') && !NOT_PURCHASES.test(reading.titleText),
  subject: (reading) => {
    const item = itemOf(reading);
    return item ? definite(item) : 'what you need';
  },
  steps: [
    ['start', ({ reading }) => {
      const recipient = recipientOf(reading);
      if (GIFT.test(reading.titleText)) return recipient ? `Write down three things ${asYours(recipient)} loves right now` : 'Write down three things the person loves right now';
      return 'Write down what you need it to do and the most you will spend';
    }],
    ['start', ({ reading, subject }) => {
      if (GIFT.test(reading.titleText)) return 'Set a budget for the gift and the day you will buy it';
      const item = itemOf(reading);
      return item ? `Compare three options for ${isPlural(item) ? item : subject} on price, reviews and returns` : null;
    }],
    ['build', ({ reading }) => (GIFT.test(reading.titleText) ? 'Shortlist three gift ideas and pick one today' : 'Read two recent reviews of your favourite option')],
    ['build', () => 'Check for a discount, a price match or a good second-hand one'],
    ['build', ({ reading }) => (/ shoes? | mattress | bike | glasses /.test(reading.titleText) ? 'Try it in a shop before you buy online' : null)],
    ['finish', ({ reading }) => (GIFT.test(reading.titleText) ? 'Buy and wrap the gift, and write the card' : 'Buy your choice and keep the receipt until the return period ends')],
  ],
};

const DOCUMENT_ERRANDS = / (?:passport|licence|license|visa|citizenship|will|taxes|tax return|grant|application|insurance|id card|residence permit) /;
const APPOINTMENTS = / (?:dentist|doctor|gp|appointment|check-up|checkup|optician|vet|haircut|serviced|service|mot) /;

/** Errands and paperwork: renewals, applications, appointments, returns, bills. */
export const errandKind: GoalKind = {
  id: 'errand',
  keywords: ['passport', 'licence', 'license', 'visa', 'citizenship', 'will', 'taxes', 'tax return', 'insurance', 'appointment', 'dentist', 'gp', 'bill', 'cards', 'dry cleaning', 'grant application', 'serviced', 'glasses', 'return'],
  verbs: ['renew', 'return', 'book', 'pick', 'send', 'pay', 'apply', 'submit', 'cancel', 'order', 'get', 'make', 'do', 'file', 'see', 'find', 'sort', 'replace'],
  claims: (reading) => ['renew', 'return', 'submit', 'apply', 'file', 'pick'].includes(reading.verb ?? '') || DOCUMENT_ERRANDS.test(reading.titleText) || APPOINTMENTS.test(reading.titleText),
  subject: (reading) => actionPhrase(reading, 40) ?? 'this errand',
  steps: [
    ['start', ({ reading }) => {
      const action = actionPhrase(reading, 40);
      if (DOCUMENT_ERRANDS.test(reading.titleText)) return action ? `Check what you need to ${action} and gather the documents` : 'Check what the form asks for and gather the documents';
      if (APPOINTMENTS.test(reading.titleText)) return 'Call or book online for the first free slot that suits you';
      return action ? `Check what it takes to ${action}` : null;
    }],
    ['start', ({ reading, timing }) => {
      const action = actionPhrase(reading, 40);
      return action ? `Block 30 minutes in your calendar to ${action}` : `Block 30 minutes before ${timing.deadlineText} for it`;
    }],
    ['build', ({ reading }) => (DOCUMENT_ERRANDS.test(reading.titleText) ? 'Fill in the form and check every field once more' : null)],
    ['build', ({ reading }) => (/ cards /.test(reading.titleText) ? 'Write three of the cards today and address them' : null)],
    ['build', ({ reading }) => (/ bill /.test(reading.titleText) ? 'Set up a direct debit so the next bill pays itself' : null)],
    ['build', ({ timing }) => (timing.daysLeft > 7 ? `Set a reminder a week before ${timing.deadlineText}` : 'Set a reminder for tomorrow morning')],
    ['finish', () => 'Keep the confirmation or receipt where you can find it'],
  ],
};

/** Fixes and small jobs at home: a leaking tap, shelves, solar panels. */
export const repairKind: GoalKind = {
  id: 'repair',
  keywords: ['tap', 'leak', 'shelves', 'solar panels', 'boiler', 'screen', 'door', 'window', 'fence', 'roof', 'gutter', 'birdhouse'],
  verbs: ['fix', 'repair', 'install', 'put', 'replace', 'mend', 'hang', 'build'],
  claims: (reading) => ['fix', 'repair', 'install', 'mend', 'hang'].includes(reading.verb ?? '') || (reading.verb === 'put' && /^up\b/i.test(reading.object)),
  subject: (reading) => {
    const object = fitPhrase(asYours(lowerFirst(reading.object.replace(/^up\s+/i, ''))), 30);
    return object ? definite(object) : 'the job';
  },
  steps: [
    ['start', ({ subject }) => `Watch a how-to video on ${subject} before you start`],
    ['start', ({ subject }) => `List the tools and parts ${subject} needs`],
    ['start', ({ subject }) => `Get two quotes in case ${subject} is a job for a professional`],
    ['build', () => 'Buy the parts and check you have the right sizes'],
    ['build', ({ subject }) => `Set aside two hours this weekend for ${subject}`],
    ['finish', ({ subject }) => `Test ${subject} once it is done and tidy the tools away`],
  ],
};

const PLANTS = ['tomatoes', 'herbs', 'herb garden', 'vegetable garden', 'vegetables', 'garden', 'allotment', 'flowers', 'roses', 'plants', 'seeds', 'lawn'];

/** Growing food and flowers. */
export const gardenKind: GoalKind = {
  id: 'garden',
  keywords: PLANTS,
  verbs: ['grow', 'plant', 'build', 'start', 'garden', 'water', 'sow'],
  claims: (reading) => ['grow', 'plant', 'sow'].includes(reading.verb ?? '') && firstMentioned(reading.titleText, PLANTS) !== undefined,
  subject: (reading) => {
    const found = firstMentioned(reading.titleText, PLANTS);
    return found ? (found.includes('garden') ? `the ${found}` : `your ${found}`) : 'your garden';
  },
  steps: [
    ['start', ({ subject }) => `Choose a sunny spot for ${subject}`],
    ['start', ({ subject }) => `Check when ${subject} should be sown or planted where you live`],
    ['build', () => 'Buy seeds or young plants and a bag of good compost'],
    ['build', ({ subject }) => `Plant ${subject} and water well`],
    ['build', () => 'Set a reminder to water every morning it does not rain'],
    ['finish', () => 'Feed the plants every two weeks and note what grows best'],
  ],
};

/** Digital chores: backups, photos, phone plans, smart homes. */
export const techChoreKind: GoalKind = {
  id: 'tech-chore',
  keywords: ['backup', 'back up', 'photos', 'phone plan', 'smart home', 'passwords', 'password manager', 'computer', 'laptop', 'cloud'],
  verbs: ['back', 'clean', 'set', 'switch', 'organise', 'organize', 'sort', 'move', 'update'],
  claims: (reading) => / (?:up your computer|backups?|digital photos|phone plan|smart home|passwords?|password manager) /.test(` ${asYours(reading.titleText)} `) || reading.verb === 'back',
  subject: (reading) => actionPhrase(reading, 40) ?? 'this job',
  steps: [
    ['start', ({ reading }) =>
      / phone plan /.test(reading.titleText) ? 'Check how much data and minutes you used in the last three months' : 'Write down what you have now and what you want it to do'],
    ['start', ({ reading }) =>
      / phone plan /.test(reading.titleText) ? 'Compare three plans that cover what you use' : 'Choose the tool or service you will use and its cost'],
    ['build', ({ reading }) => {
      const action = actionPhrase(reading, 40);
      return action ? `Block an hour this week to ${action}` : 'Block an hour this week for it';
    }],
    ['build', () => 'Do one part today and check it worked'],
    ['finish', () => 'Set a monthly reminder so it stays done'],
  ],
};


const HOMES = / (?:apartment|flat|house|home|city|country|town|abroad) /;

/** Moving home. */
export const movingKind: GoalKind = {
  id: 'moving',
  keywords: ['move', 'moving', 'relocate', 'new apartment', 'new flat', 'new house'],
  verbs: ['move', 'relocate', 'find', 'rent'],
  claims: (reading) => (reading.verb === 'move' || reading.verb === 'relocate') && HOMES.test(reading.titleText),
  subject: () => 'the move',
  steps: [
    ['start', () => 'List what matters most in the new place: area, rent and size'],
    ['start', () => 'Set your budget for rent, deposit and moving costs'],
    ['start', () => 'Give notice on your current place, or check when you can'],
    ['build', () => 'Book a removal van, or ask three friends to help on the day'],
    ['build', () => 'Pack one room a week, starting with what you use least'],
    ['build', () => 'Sell or give away what you will not take with you'],
    ['finish', () => 'Tell your bank, employer and doctor your new address'],
    ['finish', () => 'Set up internet and energy at the new place before you arrive'],
  ],
};

/** Selling what you no longer use. */
export const sellingKind: GoalKind = {
  id: 'selling',
  keywords: ['no longer use', 'unused', 'old clothes', 'second-hand', 'marketplace', 'ebay', 'vinted'],
  verbs: ['sell', 'list'],
  claims: (reading) => reading.verb === 'sell' && !/ (?:copies|products|candles|tickets|shares|house|car) /.test(reading.titleText),
  subject: () => 'what you sell',
  steps: [
    ['start', () => 'List ten things you no longer use and what each might fetch'],
    ['start', () => 'Choose where you will sell: a marketplace app, a sale or a local group'],
    ['build', () => 'Take clear photos of each item in daylight'],
    ['build', () => 'Post the first three items with honest descriptions'],
    ['build', () => 'Price each item a little under similar listings'],
    ['finish', () => 'Give away whatever has not sold in two weeks'],
  ],
};

/** Sleep: bedtimes, hours and rest. */
export const sleepKind: GoalKind = {
  id: 'sleep',
  keywords: ['sleep', 'bed', 'bedtime', 'insomnia', 'rest', 'nap', '11pm', '10pm', 'midnight'],
  verbs: ['sleep', 'go', 'get', 'rest', 'improve'],
  claims: (reading) => / (?:sleep|bed|bedtime) /.test(` ${reading.title.toLowerCase()} `) && !/ (?:bed every morning|make (?:my|your) bed|mattress) /.test(` ${reading.title.toLowerCase()} `),
  subject: () => 'your sleep',
  steps: [
    ['start', () => 'Set a fixed bedtime and a reminder 30 minutes before it'],
    ['start', () => 'Keep a note of when you fall asleep and wake up for a week'],
    ['build', () => 'Charge your phone outside the bedroom tonight'],
    ['build', () => 'Stop caffeine after 2pm this week'],
    ['build', () => 'Get 10 minutes of daylight soon after you wake up'],
    ['finish', () => 'Keep the same wake-up time at the weekend'],
  ],
};
