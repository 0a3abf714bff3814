import type { GoalKind, StepInput } from './goal-kinds';
import { asYours, definite, roundTo } from './grammar';
import type { GoalReading } from './read-goal';
import { monthsLeft, objectSubject } from './step-helpers';

/** Software, websites and other things that get shipped. */
export const softwareKind: GoalKind = {
  id: 'software',
  keywords: [
    'app', 'website', 'site', 'portfolio', 'v1', 'v2', 'v3', 'mvp', 'api', 'saas', 'feature', 'repo', 'github', 'plugin',
    'extension', 'game', 'product', 'startup', 'beta', 'landing page', 'bot', 'library', 'server', 'database', 'frontend',
    'backend', 'release', 'launch', 'side project', 'prototype', 'open source', 'ios', 'android', 'online shop', 'online store',
  ],
  verbs: [
    'ship', 'launch', 'release', 'deploy', 'build', 'develop', 'finish', 'publish', 'refactor', 'rewrite', 'migrate',
    'redesign', 'code', 'create', 'make', 'design', 'update', 'upgrade', 'fix', 'complete', 'start',
  ],
  claims: (reading) => ['ship', 'deploy', 'refactor', 'migrate', 'debug'].includes(reading.verb ?? ''),
  subject: (reading) => objectSubject(reading, 'the project'),
  steps: [
    ['start', ({ subject }) => `Write the must-have list for ${subject} and cut the rest`],
    ['start', ({ subject }) => `Split ${subject} into tasks that each fit in a day`],
    ['start', ({ subject }) => `Set up a staging copy of ${subject} to test changes safely`],
    ['build', ({ subject }) => `Build the most important part of ${subject} first`],
    ['build', ({ subject }) => `Fix the top three open bugs in ${subject}`],
    ['build', ({ subject }) => `Test ${subject} on a phone and on a slow connection`],
    ['build', ({ subject }) => `Ask one person to try ${subject} and note where they get stuck`],
    ['finish', ({ subject }) => `Write the release checklist for ${subject}`],
    ['finish', ({ subject }) => `Freeze new features for ${subject} and fix only blockers`],
    ['finish', ({ subject }) => `Deploy ${subject} and check it works in production`],
    ['finish', ({ subject }) => `Write a short announcement for ${subject}`],
  ],
};

/** Finding work: a new job, an internship, a change of career. */
export const jobKind: GoalKind = {
  id: 'job',
  keywords: ['job', 'career', 'resume', 'cv', 'interview', 'hired', 'internship', 'employer', 'linkedin', 'recruiter', 'job offer', 'new role', 'position'],
  verbs: ['find', 'land', 'get', 'apply', 'change', 'switch', 'start', 'secure'],
  subject: (reading) => objectSubject(reading, 'your next role'),
  steps: [
    ['start', ({ subject }) => `Write down what ${subject} must offer: role, pay and place`],
    ['start', () => 'Update your CV with your three best recent results'],
    ['start', () => 'List 10 companies you would like to join'],
    ['start', () => 'Refresh your LinkedIn headline and summary'],
    ['build', () => 'Tailor your CV to one job ad you like and apply'],
    ['build', () => 'Message one former colleague about open roles'],
    ['build', () => 'Practise answers to five common interview questions'],
    ['build', () => 'Apply to two roles that fit you today'],
    ['finish', () => 'Follow up on applications sent more than a week ago'],
    ['finish', () => 'Prepare three questions to ask in your next interview'],
    ['finish', () => 'Ask someone in the field to review your CV'],
  ],
};

/**
 * What to put aside each month (or week, when the deadline is under two months away) to reach the
 * goal's amount on time; null without an amount or with too little time to pace it.
 */
function savingPace({ reading, timing }: StepInput): string | null {
  if (!reading.money) return null;
  const months = monthsLeft(timing);
  const value = reading.money.value;
  const step = (amount: number) => (amount < 100 ? 5 : amount < 1000 ? 10 : 50);
  if (months >= 2) {
    const perMonth = value / months;
    return `${reading.money.format(roundTo(perMonth, step(perMonth)))} a month`;
  }
  if (timing.daysLeft >= 14) {
    const perWeek = value / (timing.daysLeft / 7);
    return `${reading.money.format(roundTo(perWeek, step(perWeek)))} a week`;
  }
  return null;
}

const NAMED_FUNDS = /\b(?:fund|deposit|nest egg|down payment|savings)\b/i;

/** "the trip" for "Save $5,000 for a trip", "the emergency fund", "the $5,000", or "your savings goal". */
function savingFor(reading: GoalReading): string {
  if (reading.purpose) return definite(asYours(reading.purpose));
  if (NAMED_FUNDS.test(reading.object)) {
    // "an emergency fund of $3,000": the amount has its own steps, the name reads better without it.
    const name = reading.money ? reading.object.replace(reading.money.text, '').replace(/\s+of\s*$/i, '') : reading.object;
    return objectSubject({ ...reading, object: name }, 'your savings goal');
  }
  return reading.money ? `the ${reading.money.text}` : 'your savings goal';
}

/** Where the saved money goes: "the trip fund", "the emergency fund", or "your savings". */
function fundOf(reading: GoalReading): string {
  if (reading.purpose) return `${savingFor(reading)} fund`;
  return NAMED_FUNDS.test(reading.object) ? savingFor(reading) : 'your savings';
}

/** Saving money, for something or for a rainy day. */
export const savingKind: GoalKind = {
  id: 'saving',
  keywords: ['savings', 'money', 'fund', 'emergency fund', 'nest egg', 'down payment', 'deposit', 'rainy day', 'retirement', 'pension', 'index funds', 'investing', 'isa'],
  verbs: ['save', 'raise', 'put', 'set', 'build', 'grow', 'start'],
  // An amount to spend within ("a $15k budget"), to spend less than or to earn is no sum to save.
  claims: (reading) =>
    reading.verb === 'save' || (reading.money !== null && !reading.moneyIsBudget && !['pay', 'spend', 'earn', 'raise', 'sell'].includes(reading.verb ?? '')),
  subject: savingFor,
  steps: [
    ['start', ({ subject }) => `Open a separate savings account for ${subject}`],
    ['start', (input) => {
      const pace = savingPace(input);
      return pace ? `Set up an automatic transfer of ${pace} for ${input.subject}` : `Set up an automatic monthly transfer for ${input.subject}`;
    }],
    ['start', ({ reading, subject }) =>
      reading.purpose && reading.money ? `List what ${subject} will cost to check ${reading.money.text} covers it` : null],
    ['start', () => "Mark three costs to cut in last month's spending"],
    ['build', ({ reading }) => `Cancel one unused subscription and move the money to ${fundOf(reading)}`],
    ['build', ({ reading }) => `Sell one thing you no longer use and add the money to ${fundOf(reading)}`],
    ['build', ({ reading }) => `Track every purchase this week to find more for ${fundOf(reading)}`],
    ['build', () => 'Cook at home three nights this week and save the difference'],
    ['finish', ({ reading }) => (reading.money ? `Check your balance against the ${reading.money.text} target` : null)],
    ['finish', ({ reading }) => (reading.money ? `Find the gap to ${reading.money.text} and plan one way to close it` : null)],
    ['finish', (input) => {
      const pace = savingPace(input);
      return pace?.endsWith('a month') ? `Move this month's ${pace.replace(/ a month$/, '')} into ${fundOf(input.reading)}` : null;
    }],
  ],
  secondary: true,
};

/** Paying off a debt, a card or a loan. */
export const debtKind: GoalKind = {
  id: 'debt',
  keywords: ['debt', 'loan', 'credit card', 'mortgage', 'overdraft', 'student loan', 'card balance', 'credit score'],
  verbs: ['pay', 'clear', 'reduce', 'eliminate', 'get', 'kill'],
  claims: (reading) => reading.verb === 'pay' && /^(?:off|down|back)\b/i.test(reading.object),
  subject: (reading) => {
    let object = asYours(reading.object.replace(/^(?:off|down|back)\s+/i, ''));
    // "$3,000 of debt": the amount has its own steps; "the debt" names it.
    if (reading.money) object = object.replace(reading.money.text, '').replace(/^\s*of\s+/i, '').trim();
    return object ? definite(object) : 'the debt';
  },
  steps: [
    ['start', () => 'List every debt with its balance and interest rate'],
    ['start', (input) => {
      const pace = savingPace(input);
      return pace ? `Set up automatic payments of ${pace} toward ${input.subject}` : `Set up an automatic payment above the minimum for ${input.subject}`;
    }],
    ['start', ({ subject }) => `Call your lender to ask for a lower rate on ${subject}`],
    ['build', () => 'Pay more than the minimum on your highest-interest debt'],
    ['build', ({ subject }) => `Cut one expense and put the savings toward ${subject}`],
    ['build', ({ subject }) => `Sell one thing you no longer use and pay it toward ${subject}`],
    ['finish', ({ subject }) => `Check what's left on ${subject} and plan the last payments`],
  ],
  secondary: true,
};
