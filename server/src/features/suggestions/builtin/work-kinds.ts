import { firstMentioned, type GoalKind } from './goal-kinds';
import { asYours, definite, fitPhrase } from './grammar';
import type { GoalReading } from './read-goal';
import { lowerFirst, objectSubject } from './step-helpers';

const BUSINESS_WORDS = ['shop', 'store', 'business', 'etsy', 'agency', 'startup', 'café', 'cafe', 'bakery', 'restaurant', 'brand', 'freelance', 'side hustle', 'clients', 'business plan', 'products', 'prices'];

/** "your Etsy shop", "the café"; falls back to "your business". */
function businessOf(reading: GoalReading): string {
  const object = fitPhrase(asYours(lowerFirst(reading.object)), 24);
  if (object && firstMentioned(` ${object.toLowerCase()} `, BUSINESS_WORDS)) return definite(object.replace(/^a business plan for /i, ''));
  return 'your business';
}

/** Starting and running a small business: a shop, a freelance practice, an agency, a café. */
export const businessKind: GoalKind = {
  id: 'business',
  keywords: BUSINESS_WORDS,
  verbs: ['launch', 'start', 'open', 'run', 'build', 'grow', 'write', 'set', 'photograph'],
  claims: (reading) => ['launch', 'open', 'start'].includes(reading.verb ?? '') && firstMentioned(reading.titleText, BUSINESS_WORDS) !== undefined,
  subject: businessOf,
  steps: [
    ['start', ({ subject }) => `Write one sentence on who ${subject} is for and what it offers`],
    ['start', () => 'List your first ten products or services and what each costs you'],
    ['start', () => 'Check the rules, registration and tax you need before you sell'],
    ['build', () => 'Price one product so it covers its costs and your time'],
    ['build', () => 'Take clear photos of your first products in daylight'],
    ['build', ({ subject }) => `Set up the page for ${subject} with a clear description`],
    ['build', ({ subject }) => `Tell twenty people you know about ${subject} and ask them to share`],
    ['finish', () => 'Ask your first buyers for feedback and a review'],
    ['finish', () => 'Review what sold, what did not, and why'],
  ],
};

const CAREER_WORDS = ['promoted', 'promotion', 'raise', 'salary', 'manager', 'feedback', 'conference', 'talk', 'network', 'networking', 'delegate', 'mentor', 'lead', 'report', 'team', 'hire', 'engineers', 'senior', 'meetings'];

/** Growing at work: promotion, pay, feedback, visibility, leading people. */
export const careerKind: GoalKind = {
  id: 'career',
  keywords: CAREER_WORDS,
  verbs: ['get', 'ask', 'give', 'network', 'negotiate', 'learn', 'lead', 'mentor', 'hire', 'finish', 'speak', 'become'],
  claims: (reading) =>
    ['negotiate', 'mentor', 'hire', 'network', 'delegate'].includes(reading.verb ?? '') || / (?:promoted|promotion|raise|feedback|conference) /.test(reading.titleText),
  subject: (reading) => objectSubject(reading, 'your work'),
  steps: [
    ['start', ({ reading }) =>
      / (?:raise|salary|pay) /.test(reading.titleText) ? 'Research the pay range for your role and city' : 'Ask your manager what the next level needs from you'],
    ['start', () => 'Write down three wins from this quarter and what each changed'],
    ['start', ({ reading }) => (/ (?:hire|engineers) /.test(reading.titleText) ? 'Write the job description and the must-have skills' : null)],
    ['build', ({ reading }) =>
      / (?:talk|conference|speak) /.test(reading.titleText) ? 'Find three conferences or meetups that take talks on your topic' : 'Take on one task from the level above this month'],
    ['build', ({ reading }) =>
      / (?:network|people|industry) /.test(reading.titleText) ? 'Message two people in your field and ask for a 20-minute chat' : 'Schedule a monthly check-in with your manager'],
    ['build', ({ reading }) => (/ (?:delegate|team|lead|mentor) /.test(reading.titleText) ? 'Hand one recurring task to a colleague and explain the outcome you need' : null)],
    ['build', ({ reading }) => (/ report /.test(reading.titleText) ? 'Outline the report and collect the numbers it needs' : null)],
    ['finish', () => 'Share a short summary of your progress with your manager'],
    ['finish', ({ reading }) => (/ (?:raise|salary) /.test(reading.titleText) ? 'Book a meeting to ask, and rehearse your case once' : null)],
  ],
};

const STUDY_WORDS = ['course', 'degree', "master's", 'master’s', 'masters', 'mba', 'phd', 'diploma', 'class', 'module', 'coursera', 'udemy', 'teacher', 'tutor', 'lessons', 'thesis chapter'];
const TEACHER = / (?:teacher|tutor|coach|instructor) /;

/** Courses, degrees and finding a teacher. */
export const studyKind: GoalKind = {
  id: 'study',
  keywords: STUDY_WORDS,
  verbs: ['finish', 'complete', 'get', 'take', 'find', 'enrol', 'enroll', 'start', 'study', 'pass'],
  claims: (reading) => firstMentioned(reading.titleText, STUDY_WORDS) !== undefined,
  subject: (reading) => objectSubject(reading, 'the course'),
  steps: [
    ['start', () => 'Write down what you want to learn and the times you are free'],
    ['start', ({ reading }) => (TEACHER.test(reading.titleText) ? 'Ask a local group or forum to recommend three teachers' : 'List the modules or lessons left and the hours each needs')],
    ['start', ({ reading }) => (/ (?:degree|master|mba|phd|diploma) /.test(reading.titleText) ? 'Compare three programmes on cost, length and entry requirements' : null)],
    ['build', ({ reading }) => (TEACHER.test(reading.titleText) ? 'Book a trial lesson with two of them this week' : 'Set three fixed study slots in your calendar each week')],
    ['build', ({ reading }) => (TEACHER.test(reading.titleText) ? 'Prepare three questions to ask in the trial lesson' : 'Finish the next lesson and write down the three key ideas')],
    ['build', ({ reading }) => (TEACHER.test(reading.titleText) ? null : 'Do the exercises before you move on to the next lesson')],
    ['build', ({ reading }) => (TEACHER.test(reading.titleText) ? null : 'Join the course forum or a study group and ask one question')],
    ['finish', ({ reading }) =>
      TEACHER.test(reading.titleText) ? 'Book a weekly lesson with the teacher you liked best' : 'Review your notes from the start and test yourself on them'],
  ],
};

const CREATIVE_WORDS = ['album', 'song', 'songs', 'music', 'film', 'short film', 'video', 'podcast', 'mural', 'painting', 'watercolour', 'sweater', 'dress', 'quilt', 'board game', 'poetry', 'poems', 'comic', 'sculpture', 'photography blog', 'youtube channel', 'piano piece', 'birdhouse', 'knit', 'sew'];

/** Making things: music, film, podcasts, paintings, crafts, games. */
export const creativeKind: GoalKind = {
  id: 'creative',
  keywords: CREATIVE_WORDS,
  verbs: ['record', 'make', 'write', 'paint', 'knit', 'sew', 'compose', 'design', 'build', 'start', 'film', 'shoot', 'create', 'finish', 'publish'],
  claims: (reading) => ['record', 'compose', 'knit', 'sew', 'film', 'design', 'create', 'make', 'paint'].includes(reading.verb ?? '') && firstMentioned(reading.titleText, CREATIVE_WORDS) !== undefined,
  subject: (reading) => objectSubject(reading, 'your project', 30),
  steps: [
    ['start', ({ subject }) => `Collect five examples that inspire ${subject}`],
    ['start', ({ subject }) => `Sketch a rough plan for ${subject} in 15 minutes`],
    ['start', ({ subject }) => `Gather the materials and tools for ${subject}`],
    ['build', ({ subject }) => `Work on ${subject} for 30 focused minutes today`],
    ['build', ({ subject }) => `Finish one small part of ${subject} this week`],
    ['build', ({ subject }) => `Show a work in progress of ${subject} to someone you trust`],
    ['finish', ({ subject }) => `Set a date to share ${subject} and put it in your calendar`],
    ['finish', ({ subject }) => `Fix the one thing that bothers you most about ${subject}`],
  ],
};

const SPORTS = ['golf', 'tennis', 'chess', 'football', 'soccer', 'basketball', 'badminton', 'squash', 'climbing', 'boxing', 'handicap', 'tournament', 'team', 'match', 'league'];

/** Getting better at a sport or game, and competing. */
export const sportKind: GoalKind = {
  id: 'sport',
  keywords: SPORTS,
  verbs: ['win', 'improve', 'make', 'play', 'beat', 'join', 'compete', 'qualify'],
  claims: (reading) => ['win', 'beat', 'qualify', 'compete'].includes(reading.verb ?? '') || / (?:handicap|tournament|league) /.test(reading.titleText),
  subject: (reading) => {
    const sport = firstMentioned(reading.titleText, ['golf', 'tennis', 'chess', 'football', 'soccer', 'basketball', 'badminton', 'squash', 'climbing', 'boxing']);
    return sport ?? 'your game';
  },
  steps: [
    ['start', ({ subject }) => `Write down the weakest part of your ${subject === 'your game' ? 'game' : `${subject} game`}`],
    ['start', () => 'Check the dates and entry rules of the next competition'],
    ['build', ({ subject }) => `Practise your weakest skill in ${subject} for 30 minutes`],
    ['build', () => 'Play one practice match this week and note two things to improve'],
    ['build', () => 'Ask a coach or a stronger player for one tip'],
    ['finish', () => 'Rest well and prepare your kit the day before the match'],
  ],
};

/** Making and keeping a budget. */
export const budgetKind: GoalKind = {
  id: 'budget',
  keywords: ['budget', 'budgeting', 'spreadsheet', 'expenses', 'monthly expenses', 'finances'],
  verbs: ['make', 'create', 'set', 'stick', 'start', 'keep', 'work', 'track', 'sort'],
  claims: (reading) => / (?:budget|budgeting|finances|expenses) /.test(reading.titleText) && !reading.moneyIsBudget,
  subject: () => 'your budget',
  steps: [
    ['start', () => "List last month's income and every regular bill"],
    ['start', () => "Sort last month's spending into needs, wants and savings"],
    ['start', () => 'Set a limit for each category for this month'],
    ['build', () => 'Check your spending against the budget every Sunday'],
    ['build', () => 'Move your savings on payday, before you spend'],
    ['finish', () => "Adjust the categories with what this month's spending taught you"],
  ],
};
