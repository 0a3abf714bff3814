import { describe, expect, it } from 'vitest';
import { explainSuggestions } from './builtin/compose-suggestions';
import { builtinSuggestionProvider } from './builtin-provider';
import type { SuggestionContext } from './suggestion-provider';
import { suggestionProblems } from './suggestion-checks';
import { titleKey } from './suggestion-titles';

const DAY_MS = 24 * 60 * 60 * 1000;
const NOW = new Date('2026-03-02T09:00:00.000Z');
const inDays = (days: number) => new Date(NOW.getTime() + days * DAY_MS);

function contextFor(title: string, fields: Partial<SuggestionContext> = {}): SuggestionContext {
  return { title, description: null, deadline: inDays(60), openSubgoalTitles: [], existingTaskTitles: [], parentTitles: [], siblingTitles: [], now: NOW, ...fields };
}

const suggest = async (context: SuggestionContext) => (await builtinSuggestionProvider.suggest(context)).titles;

/** Forty-odd goals as people write them, each with words of which most suggestions should mention one. */
const GOALS: ReadonlyArray<readonly [title: string, keyWords: readonly string[]]> = [
  ['Learn Spanish', ['spanish']],
  ['Run a half marathon in May', ['half marathon']],
  ['Ship the v2 of my portfolio site', ['portfolio site']],
  ['Save $5,000 for a trip', ['trip', '$5,000']],
  ['Write a novel', ['novel']],
  ['Learn to play guitar', ['guitar']],
  ['Get fit', ['fit']],
  ['Lose 10 kg', ['10 kg', 'eat', 'dinner', 'lunch', 'drink', 'weigh', 'walk', 'doctor']],
  ['Find a new job', ['job', 'cv', 'roles', 'interview', 'companies', 'linkedin', 'applications']],
  ['Pass the AWS exam', ['aws exam']],
  ['Read 20 books this year', ['book', 'read']],
  ['Plan a trip to Japan', ['japan']],
  ['Declutter the garage', ['garage']],
  ['Meditate daily', ['meditating']],
  ['Quit smoking', ['smoking']],
  ['Renovate the bathroom', ['bathroom']],
  ['Pay off my credit card', ['credit card', 'debt']],
  ['Start a podcast', ['podcast']],
  ['Become a better cook', ['cooking']],
  ['Improve my English', ['english']],
  ['Learn Python', ['python']],
  ['Get AWS certified', ['aws certification']],
  ['Run a 5K', ['5k']],
  ['Do 50 push-ups in a row', ['push-ups']],
  ['Sleep 8 hours a night', ['bedtime', 'sleep', 'wake', 'bedroom', 'caffeine', 'daylight']],
  ['Drink more water', ['water']],
  ['Journal every morning', ['journaling']],
  ['Pay off $3,000 of debt', ['debt']],
  ['Build an emergency fund of $3,000', ['emergency fund', '$3,000']],
  ['Launch my online shop', ['online shop', 'product', 'sell', 'price']],
  ['Finish my thesis', ['thesis']],
  ['Write a blog post every week', ['blog post']],
  ['Visit my grandparents in Lisbon', ['lisbon']],
  ['Clean the house', ['house']],
  ['Paint the living room', ['living room']],
  ['Get a promotion at work', ['promotion', 'manager', 'level', 'wins']],
  ['Learn sign language', ['sign language']],
  ['Study for the GMAT', ['gmat']],
  ['Cycle 100 km', ['cycling']],
  ['Learn to bake sourdough bread', ['baking']],
  ['Organise my wardrobe', ['wardrobe']],
  ['Get my driving licence', ['driving licence', 'documents', 'form', 'reminder', 'confirmation']],
  ['Save $2,000 for a new laptop', ['laptop', '$2,000']],
  ['Spanish fluency', ['spanish']],
  ['Aprender alemán', ['meta', 'paso', 'hoy']],
  ['Daily meditation', ['meditation']],
  ['Learn React', ['react']],
  ['Play piano at my sister’s wedding', ['piano']],
];

describe('built-in suggestions for goals people write', () => {
  it.each(GOALS.filter(([title]) => title !== 'Aprender alemán'))('%s: 3 to 8 distinct titles that each read right', async (title) => {
    const titles = await suggest(contextFor(title));
    expect(titles.length).toBeGreaterThanOrEqual(3);
    expect(titles.length).toBeLessThanOrEqual(8);
    expect(new Set(titles.map(titleKey)).size).toBe(titles.length);
    for (const suggestion of titles) {
      expect(suggestion).toBe(suggestion.trim());
      expect(suggestionProblems(suggestion), suggestion).toEqual([]);
    }
  });

  it.each(GOALS)('%s: most suggestions name the goal’s own subject', async (title, keyWords) => {
    const titles = await suggest(contextFor(title));
    const naming = titles.filter((suggestion) => keyWords.some((word) => suggestion.toLowerCase().includes(word)));
    expect(naming.length, titles.join('\n')).toBeGreaterThanOrEqual(Math.ceil(titles.length / 2));
  });

  it('answers the same for the same goal, and differently for different goals', async () => {
    for (const [title] of GOALS) {
      expect(await suggest(contextFor(title))).toEqual(await suggest(contextFor(title)));
    }
    const answers = await Promise.all(GOALS.map(([title]) => suggest(contextFor(title))));
    // "Learn Spanish" and "Spanish fluency" are one goal in two wordings; every other answer is its own.
    expect(await suggest(contextFor('Spanish fluency'))).toEqual(await suggest(contextFor('Learn Spanish')));
    expect(new Set(answers.map((titles) => titles.join('|'))).size).toBe(GOALS.length - 1);
  });

  it('never repeats a task the goal already has, whatever its case or spacing', async () => {
    for (const [title] of GOALS) {
      const first = await suggest(contextFor(title));
      const existing = first.slice(0, 3).map((task, index) => (index === 0 ? `  ${task.toUpperCase()}  ` : task.replace(/ /g, '   ')));
      const again = await suggest(contextFor(title, { existingTaskTitles: existing }));
      expect(again.length).toBeGreaterThanOrEqual(3);
      for (const task of first.slice(0, 3)) expect(again.map(titleKey)).not.toContain(titleKey(task));
    }
  });

  it('starts with the next move on open subgoals', async () => {
    const titles = await suggest(contextFor('Learn Spanish', { openSubgoalTitles: ['Book a tutor', 'Learn 500 words', 'Pass the DELE B1'] }));
    expect(titles[0]).toBe('Block 25 minutes today to book a tutor');
    expect(titles[1]).toBe('List the next three steps to learn 500 words');
    expect(titles.join('\n')).not.toContain('DELE');
  });

  it('fits a long subgoal by whole phrases, never by cutting one mid-way', async () => {
    const subgoal = 'Finish chapter one of the first draft and send it to my writing group for their honest feedback';
    const titles = await suggest(contextFor('Write a novel', { openSubgoalTitles: [subgoal] }));
    expect(titles[0]).toBe('Block 25 minutes today to finish chapter one of the first draft');
    expect(titles.join('\n')).not.toContain('…');
  });

  it('gives fewer, finishing steps when the deadline is close, and a new deadline once it has passed', async () => {
    const far = await suggest(contextFor('Run a half marathon', { deadline: inDays(120) }));
    const soon = await suggest(contextFor('Run a half marathon', { deadline: inDays(5) }));
    const passed = await suggest(contextFor('Run a half marathon', { deadline: inDays(-3) }));
    expect(far).toHaveLength(8);
    expect(far[0]).toBe('Pick a 17-week training plan for the half marathon');
    expect(soon).toHaveLength(4);
    expect(soon[0]).toBe('Plan race-day kit, breakfast and travel for the half marathon');
    expect(soon.join('\n')).not.toContain('training plan');
    expect(passed[0]).toBe('Set a new, realistic deadline for this goal');
    expect(passed.length).toBeLessThan(far.length);
  });

  it('paces an amount over the time left', async () => {
    const months = await suggest(contextFor('Save $6,000 for a car', { deadline: inDays(365) }));
    expect(months).toContain('Set up an automatic transfer of $500 a month for the car');
    const weeks = await suggest(contextFor('Save €600 for a new bike', { deadline: inDays(42) }));
    expect(weeks).toContain('Set up an automatic transfer of €100 a week for the new bike');
  });

  it('reads the description when the title says little', async () => {
    const titles = await suggest(contextFor('Get ready for autumn', { description: 'I signed up for the Berlin half marathon' }));
    expect(titles.filter((title) => title.includes('half marathon')).length).toBeGreaterThanOrEqual(4);
  });

  it('adds a step or two for a second kind of goal the title names', async () => {
    const titles = await suggest(contextFor('Learn Spanish for my trip to Madrid', { deadline: inDays(200) }));
    expect(titles.filter((title) => title.includes('Spanish')).length).toBeGreaterThanOrEqual(5);
    expect(titles.filter((title) => title.includes('Madrid')).length).toBeGreaterThanOrEqual(1);
  });

  it.each([
    '',
    '   ',
    '!!!',
    '🎯',
    '🏃‍♀️🏃‍♀️ 10k 🏃‍♀️🏃‍♀️',
    'x'.repeat(100),
    'Learn '.repeat(16).trim(),
    `Write ${'a very long and winding '.repeat(4)}novel`,
    'Aprender alemán antes del verano',
    'Learn\nSpanish\t',
    "'; DROP TABLE goals; --",
    '$$$ 100% €',
    'Save $ for',
    'Save $0 for nothing',
    'Learn to',
    'for for for',
    'I want to',
  ])('never throws and still answers for %j', async (title) => {
    for (const deadline of [inDays(-400), inDays(0), inDays(3), inDays(45), inDays(5000), new Date(Number.NaN)]) {
      const titles = await suggest(contextFor(title, { deadline, description: title, openSubgoalTitles: [title, ''] }));
      expect(titles.length).toBeGreaterThanOrEqual(3);
      expect(titles.length).toBeLessThanOrEqual(8);
      expect(new Set(titles.map(titleKey)).size).toBe(titles.length);
      for (const suggestion of titles) expect(suggestion.length).toBeLessThanOrEqual(80);
    }
  });
});

describe('goals the built-in engine used to misread', () => {
  const explain = (title: string, fields: Partial<SuggestionContext> = {}) => explainSuggestions(contextFor(title, fields));

  it('reads a growth target as growth, not as writing, and paces it over the weeks left', () => {
    const answer = explain('Grow my newsletter to 1,000 subscribers', { deadline: inDays(84) });
    expect(answer.intent).toBe('growth');
    expect(answer.titles).toContain('Split the gap to 1,000 subscribers into 12 weekly targets');
    expect(answer.titles.join('\n')).not.toMatch(/words of/);
  });

  it('reads a renovation budget as a limit to spend within, not a sum to save', () => {
    const answer = explain('Renovate the kitchen with a $15k budget');
    expect(answer.intent).toBe('home-project');
    expect(answer.titles).toContain('Keep $1,500 of the $15k budget aside for surprises');
    expect(answer.titles.join('\n')).not.toMatch(/transfer|savings account|kitchen with a/);
  });

  it('paces a yearly reading goal over the months left, rounding up', () => {
    const answer = explain('Read 24 books this year', { deadline: new Date('2026-12-31T12:00:00.000Z') });
    expect(answer.titles).toContain('Aim for 3 books a month to finish all 24 by December 31');
  });

  it('reads a purchase as a purchase, and a subgoal by the goal above it', () => {
    expect(explain('Buy running shoes').intent).toBe('purchase');
    expect(explain('Buy running shoes').titles.join('\n')).not.toMatch(/target pace/);
    const subgoal = explain('Build base mileage', { parentTitles: ['Run a half marathon'] });
    expect(subgoal).toMatchObject({ intent: 'running', fromContext: true });
    expect(subgoal.titles[0]).toBe('List the first three steps to build base mileage');
    expect(subgoal.titles.filter((title) => title.includes('half marathon')).length).toBeGreaterThanOrEqual(3);
  });

  it('reads a goal by its tasks when nothing else says what it is', () => {
    const answer = explain('Q3', { existingTaskTitles: ['Book the venue for the party', 'Send the invitations'] });
    expect(answer).toMatchObject({ intent: 'event', fromContext: true });
  });

  it('mends the goal’s own slips: doubled words, a wrong article, a dangling "by", a split verb', () => {
    expect(explain('the emergency fund fund').titles.join('\n')).not.toMatch(/fund fund/);
    expect(explain('Get the syllabus for for the IELTS exam with band 7.5').titles[0]).toBe('Get the syllabus for the IELTS exam and list every topic');
    expect(explain('Find an Ukrainian tutor').titles.join('\n')).not.toMatch(/an Ukrainian/);
    expect(explain('Get promoted to senior engineer by next year').titles.join('\n')).not.toMatch(/ by$/m);
    expect(explain('Write and self-publish a children’s book').titles[0]).toBe('Write a one-paragraph summary of the children’s book');
  });

  it('answers French, Spanish and German goals in their language, and says when it has no words for one', async () => {
    expect((await suggest(contextFor('Apprendre à jouer du piano')))[0]).toBe('Écris en une phrase à quoi ressemblera cet objectif atteint');
    expect((await suggest(contextFor('Correr una maratón')))[0]).toMatch(/^Escribe/);
    expect((await suggest(contextFor('Einen Marathon laufen')))[0]).toMatch(/^Schreibe/);
    expect(await builtinSuggestionProvider.suggest(contextFor('日本語を勉強する'))).toEqual({ titles: [], source: { kind: 'built-in' }, unsupportedLanguage: true });
  });
});

describe('built-in suggestions for the five goals of the issue', () => {
  const deadline = new Date('2026-05-17T12:00:00.000Z'); // 76 days after NOW

  it('Learn Spanish', async () => {
    expect(await suggest(contextFor('Learn Spanish', { deadline }))).toEqual([
      'Choose one Spanish course or app and finish its first lesson',
      'Learn 20 everyday Spanish words with flashcards',
      'Write down why Spanish matters to you and the level you want to reach',
      'Find a Spanish tutor or conversation partner for weekly practice',
      'Practise Spanish pronunciation with a 10-minute audio lesson',
      'Watch a short video in Spanish with Spanish subtitles',
      'Write five sentences about your day in Spanish',
    ]);
  });

  it('Run a half marathon in May', async () => {
    expect(await suggest(contextFor('Run a half marathon in May', { deadline }))).toEqual([
      'Pick an 11-week training plan for the half marathon',
      'Run an easy 3 km to find your starting pace for the half marathon',
      'Register for the half marathon and put the date in your calendar',
      'Check your running shoes and replace them if they are worn out',
      'Schedule three runs for the half marathon this week',
      "Add 1 km to this week's long run for the half marathon",
      'Add a 20-minute strength session to your half marathon week',
    ]);
  });

  it('Ship the v2 of my portfolio site', async () => {
    expect(await suggest(contextFor('Ship the v2 of my portfolio site', { deadline }))).toEqual([
      'Write the must-have list for the v2 of your portfolio site and cut the rest',
      'Split the v2 of your portfolio site into tasks that each fit in a day',
      'Set up a staging copy of the v2 of your portfolio site to test changes safely',
      'Build the most important part of the v2 of your portfolio site first',
      'Fix the top three open bugs in the v2 of your portfolio site',
      'Test the v2 of your portfolio site on a phone and on a slow connection',
      'Ask one person to try your portfolio site and note where they get stuck',
    ]);
  });

  it('Save $5,000 for a trip', async () => {
    expect(await suggest(contextFor('Save $5,000 for a trip', { deadline }))).toEqual([
      'Open a separate savings account for the trip',
      'Set up an automatic transfer of $2,000 a month for the trip',
      'Choose the dates for the trip and book the time off',
      'List what the trip will cost to check $5,000 covers it',
      "Mark three costs to cut in last month's spending",
      'Set a budget for the trip: travel, stay, food and extras',
      'Cancel one unused subscription and move the money to the trip fund',
    ]);
  });

  it('Write a novel', async () => {
    expect(await suggest(contextFor('Write a novel', { deadline }))).toEqual([
      'Write a one-paragraph summary of the novel',
      'Sketch the main character of the novel: want, flaw, fear',
      'Outline the novel chapter by chapter',
      'Set a daily writing slot for the novel and protect it',
      'Write 500 words of the novel in one sitting',
      'Draft the opening scene of the novel',
      "Reread yesterday's pages of the novel and note one fix",
    ]);
  });
});
