import { describe, expect, it } from 'vitest';
import { matchKinds } from './goal-kinds';
import { KNOWLEDGE_TABLE } from './knowledge-table';
import { definite, fitPhrase, fixArticles, gerund, plural, singular, verbOf, withArticle, withoutDoubledWords } from './grammar';
import { readGoal } from './read-goal';

describe('readGoal', () => {
  it.each([
    ['Learn Spanish', 'learn', 'Spanish'],
    ['Run a half marathon in May', 'run', 'a half marathon'],
    ['Ship the v2 of my portfolio site', 'ship', 'the v2 of my portfolio site'],
    ['Write a novel', 'write', 'a novel'],
    ['I want to finally learn French by the end of the year', 'learn', 'French'],
    ['Learning Japanese every morning', 'learn', 'Japanese'],
    ['Declutter the garage this weekend', 'declutter', 'the garage'],
    ['Spanish fluency', null, 'Spanish fluency'],
    ['Meditate daily', 'meditate', ''],
  ])('reads %j as verb %j acting on %j', (title, verb, object) => {
    const reading = readGoal(title, null);
    expect(reading.verb).toBe(verb);
    expect(reading.object).toBe(object);
  });

  it('finds the amount and what it is for', () => {
    const reading = readGoal('Save $5,000 for a trip', null);
    expect(reading.verb).toBe('save');
    expect(reading.money?.value).toBe(5000);
    expect(reading.money?.text).toBe('$5,000');
    expect(reading.money?.format(1250)).toBe('$1,250');
    expect(reading.purpose).toBe('a trip');
  });

  it.each([
    ['Save €2k', 2000, '€417'],
    ['Save 300 euros for a bike', 300, '417 euros'],
    ['Put aside £1,500.50', 1500.5, '£417'],
  ])('reads the amount in %j', (title, value, formatted) => {
    const money = readGoal(title, null).money;
    expect(money?.value).toBe(value);
    expect(money?.format(417)).toBe(formatted);
  });

  it('takes an amount or a count from the description when the title has none', () => {
    const reading = readGoal('Build a safety net', 'Put $3,000 aside, about 20 pages a day of budgeting book');
    expect(reading.money?.value).toBe(3000);
    expect(reading.quantity).toEqual({ value: 20, unit: 'pages' });
  });

  it('turns "learn to X" into the activity', () => {
    expect(readGoal('Learn to play guitar', null).activity).toBe('playing guitar');
    expect(readGoal('Learn how to swim this summer', null).activity).toBe('swimming');
  });

  it('notices goals that repeat', () => {
    expect(readGoal('Go to the gym 3 times a week', null).recurring).toBe(true);
    expect(readGoal('Journal every morning', null).recurring).toBe(true);
    expect(readGoal('Write a novel', null).recurring).toBe(false);
  });

  it('leaves the leading verb out of the words matched against the table', () => {
    expect(readGoal('Book flights to Lisbon', null).titleText).toBe(' flights to lisbon ');
  });
});

describe('matchKinds', () => {
  const best = (title: string, description: string | null = null) =>
    matchKinds(readGoal(title, description), KNOWLEDGE_TABLE).map((match) => match.kind.id)[0];

  it.each([
    ['Learn Spanish', 'language'],
    ['Learn Spanish for my trip to Madrid', 'language'],
    ['Save $5,000 for a trip', 'saving'],
    ['Write a book', 'writing'],
    ['Read a book a month', 'reading'],
    ['Book flights to Lisbon', 'travel'],
    ['Run a half marathon in May', 'running'],
    ['Run a bakery', 'business'],
    ['Clean the garage', 'tidying'],
    ['Renovate the garage', 'home-project'],
    ['Quit smoking', 'habit'],
    ['Pass the DELE B2 Spanish exam', 'exam'],
  ])('files %j under %j', (title, kind) => {
    expect(best(title)).toBe(kind);
  });

  it('lets the description decide when the title says nothing', () => {
    expect(best('Get ready for autumn')).toBeUndefined();
    expect(best('Get ready for autumn', 'my first marathon')).toBe('running');
  });
});

describe('wording helpers', () => {
  it('knows the base and -ing forms of goal verbs', () => {
    expect(['Learning', 'running', 'writes', 'saving', 'Ran', 'Declutter', 'Journal', 'Tidy'].map(verbOf)).toEqual([
      'learn', 'run', 'write', 'save', 'run', 'declutter', 'journal', 'tidy',
    ]);
    expect(['Spanish', 'kitchen', 'x', ''].map(verbOf)).toEqual([null, null, null, null]);
    expect(['cook', 'write', 'swim', 'lie', 'see'].map(gerund)).toEqual(['cooking', 'writing', 'swimming', 'lying', 'seeing']);
  });

  it('makes noun phrases definite without touching names or numbers', () => {
    expect(['a novel', 'An app', 'novel', 'my thesis', 'Japan', 'AWS exam', '20 books', '$5,000'].map(definite)).toEqual([
      'the novel',
      'the app',
      'the novel',
      'my thesis',
      'Japan',
      'the AWS exam',
      '20 books',
      '$5,000',
    ]);
  });

  it('fits a phrase by dropping whole trailing phrases, never cutting one mid-way, and says when nothing fits', () => {
    expect(fitPhrase('the 90,000 word fantasy novel and find an agent', 32)).toBe('the 90,000 word fantasy novel');
    expect(fitPhrase('my Etsy shop selling handmade candles', 20)).toBe('my Etsy shop');
    expect(fitPhrase('promoted to senior engineer by', 40)).toBe('promoted to senior engineer');
    expect(fitPhrase('an emergency fund of 3 months of expenses', 12)).toBeNull();
    expect(fitPhrase('🏃‍♀️'.repeat(20), 10)).toBeNull();
  });

  it('picks a or an by sound, and mends the article a goal got wrong', () => {
    expect(['guitar', 'Excel', '8-week', '11-week', '12-week', 'university', 'Ukrainian', 'hour', 'MBA'].map(withArticle)).toEqual([
      'a guitar',
      'an Excel',
      'an 8-week',
      'an 11-week',
      'a 12-week',
      'a university',
      'a Ukrainian',
      'an hour',
      'an MBA',
    ]);
    expect(fixArticles('find an Ukrainian tutor and a European one')).toBe('find a Ukrainian tutor and a European one');
  });

  it('keeps a word typed twice once, and makes plurals and singulars', () => {
    expect(withoutDoubledWords('the emergency fund fund')).toBe('the emergency fund');
    expect(withoutDoubledWords('Get the syllabus for for the IELTS')).toBe('Get the syllabus for the IELTS');
    expect([plural('shoe'), plural('running shoes'), singular('subscribers'), singular('copies')]).toEqual(['shoes', 'running shoes', 'subscriber', 'copy']);
  });
});
