import { describe, expect, it } from 'vitest';
import { goalMatchScore, matchGoals, parseQuickAdd, partKey, type QuickAddGoal } from './quick-add';

// The shared project runs in America/New_York: dates are read in that zone, as a browser there would.
/** Tuesday, November 24, 2026, 10:00 in New York. */
const NOW = new Date('2026-11-24T10:00:00-05:00');
const GOALS: QuickAddGoal[] = [
  { id: 1, title: 'Run a half marathon', path: '' },
  { id: 2, title: 'Build base mileage', path: 'Run a half marathon' },
  { id: 3, title: 'Learn Spanish', path: '' },
  { id: 4, title: 'Renovate the kitchen', path: '' },
  { id: 5, title: 'Café business plan', path: '' },
];
const parse = (text: string, dismissed: string[] = []) => parseQuickAdd(text, { now: NOW, goals: GOALS, dismissed: new Set(dismissed) });
/** The due day and time in New York, 'yyyy-MM-dd HH:mm'. */
const local = (date: Date | null) =>
  date &&
  new Intl.DateTimeFormat('sv-SE', { timeZone: 'America/New_York', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' }).format(date);

describe('the example of the issue', () => {
  it('reads title, date and time, priority, goal and pomodoros', () => {
    const result = parse('Call the physio tomorrow 9am !high #half marathon 2p');
    expect(result).toMatchObject({ title: 'Call the physio', plannedTime: '09:00', priority: 'high', pomodoros: 2 });
    expect(local(result.due)).toBe('2026-11-25 09:00');
    expect(result.goal).toEqual({ kind: 'existing', goal: GOALS[0] });
    expect(result.parts.map((part) => [part.kind, part.text])).toEqual([
      ['date', 'tomorrow 9am'],
      ['priority', '!high'],
      ['goal', '#half marathon'],
      ['pomodoros', '2p'],
    ]);
  });
});

describe('dates and times', () => {
  const cases: [text: string, title: string, due: string | null, time: string | null][] = [
    ['Pay rent tomorrow', 'Pay rent', '2026-11-25 12:00', null],
    ['Pay rent today', 'Pay rent', '2026-11-24 12:00', null],
    ['Pay rent on Friday', 'Pay rent', '2026-11-27 12:00', null],
    ['Pay rent friday', 'Pay rent', '2026-11-27 12:00', null],
    ['gym next monday at 6pm', 'gym', '2026-11-30 18:00', '18:00'],
    ['dentist in 3 days', 'dentist', '2026-11-27 12:00', null],
    ['meeting 2pm', 'meeting', '2026-11-24 14:00', '14:00'],
    ['meeting at 14:30', 'meeting', '2026-11-24 14:30', '14:30'],
    ['standup 9:15am tomorrow', 'standup', '2026-11-25 09:15', '09:15'],
    ['report by end of month', 'report', '2026-11-30 12:00', null],
    ['Send the invoice Dec 3', 'Send the invoice', '2026-12-03 12:00', null],
    ['Send the invoice December 3rd', 'Send the invoice', '2026-12-03 12:00', null],
    ['Send the invoice 12/3', 'Send the invoice', '2026-12-03 12:00', null],
    ['Renew passport on March 15', 'Renew passport', '2027-03-15 12:00', null],
    ['Call grandma this weekend', 'Call grandma', '2026-11-28 12:00', null],
    ['Book flights next week', 'Book flights', '2026-12-01 12:00', null],
    ['Water plants in 2 hours', 'Water plants', '2026-11-24 12:00', '12:00'],
    ['Buy milk tonight', 'Buy milk', '2026-11-24 22:00', '22:00'],
    ['Call the bank this evening', 'Call the bank', '2026-11-24 20:00', '20:00'],
    ['Plan the year Jan 1', 'Plan the year', '2027-01-01 12:00', null],
    ['Lunch with Ana at noon', 'Lunch with Ana', '2026-11-24 12:00', '12:00'],
    ['Stretch', 'Stretch', null, null],
    ['Read the March issue', 'Read the March issue', null, null],
    ['Read "May" by Ana', 'Read "May" by Ana', null, null],
    ['Call 5 people', 'Call 5 people', null, null],
    ['Take 2 vitamins', 'Take 2 vitamins', null, null],
  ];
  it.each(cases)('%s', (text, title, due, time) => {
    const result = parse(text);
    expect(result.title).toBe(title);
    expect(local(result.due)).toBe(due);
    expect(result.plannedTime).toBe(time);
  });

  it('puts a date in the past forward, as a plan is about what comes', () => {
    expect(local(parse('Call Ana monday').due)).toBe('2026-11-30 12:00');
    expect(local(parse('Dinner at 8am').due)).toBe('2026-11-25 08:00');
  });
});

describe('priorities', () => {
  const cases: [string, string, string | null][] = [
    ['Fix the leak !urgent', 'Fix the leak', 'urgent'],
    ['Fix the leak !high', 'Fix the leak', 'high'],
    ['Fix the leak !HIGH', 'Fix the leak', 'high'],
    ['Fix the leak !medium', 'Fix the leak', 'medium'],
    ['Fix the leak !med', 'Fix the leak', 'medium'],
    ['Fix the leak !low', 'Fix the leak', 'low'],
    ['!1 Fix the leak', 'Fix the leak', 'urgent'],
    ['Fix the leak !2', 'Fix the leak', 'high'],
    ['Fix the leak !4', 'Fix the leak', 'low'],
    ['Fix the leak !h', 'Fix the leak', 'high'],
    ['Fix the leak!', 'Fix the leak!', null],
    ['Fix the leak !!', 'Fix the leak !!', null],
    ['Fix the leak !highest', 'Fix the leak !highest', null],
    ['Say hi!high', 'Say hi!high', null],
    ['Fix the leak !high !low', 'Fix the leak !low', 'high'],
  ];
  it.each(cases)('%s', (text, title, priority) => {
    expect(parse(text)).toMatchObject({ title, priority });
  });
});

describe('pomodoros', () => {
  const cases: [string, string, number | null][] = [
    ['Write the essay 3p', 'Write the essay', 3],
    ['Write the essay 3 pomodoros', 'Write the essay', 3],
    ['Write the essay 1 pomodoro', 'Write the essay', 1],
    ['Write the essay 4pomo', 'Write the essay', 4],
    ['Write the essay 2🍅', 'Write the essay', 2],
    ['Write the essay 0p', 'Write the essay 0p', null],
    ['Write the essay 25p', 'Write the essay 25p', null],
    ['Take 3pills', 'Take 3pills', null],
  ];
  it.each(cases)('%s', (text, title, pomodoros) => {
    expect(parse(text)).toMatchObject({ title, pomodoros });
  });
});

describe('goals', () => {
  it('takes as many words after # as still name a goal', () => {
    expect(parse('Long run #half marathon sunday')).toMatchObject({ title: 'Long run', goal: { kind: 'existing', goal: GOALS[0] } });
    expect(local(parse('Long run #half marathon sunday').due)).toBe('2026-11-29 12:00');
    expect(parse('Verbs #spanish')).toMatchObject({ title: 'Verbs', goal: { kind: 'existing', goal: GOALS[2] } });
    expect(parse('Verbs #span practice')).toMatchObject({ title: 'Verbs practice', goal: { kind: 'existing', goal: GOALS[2] } });
    expect(parse('#kitchen Call the plumber')).toMatchObject({ title: 'Call the plumber', goal: { kind: 'existing', goal: GOALS[3] } });
  });

  it('prefers the goal whose title the words cover best', () => {
    expect(parse('Easy km #base mileage').goal).toEqual({ kind: 'existing', goal: GOALS[1] });
    expect(parse('Easy km #run').goal).toEqual({ kind: 'existing', goal: GOALS[0] });
    expect(matchGoals('half', GOALS).map((goal) => goal.id)).toEqual([1]);
  });

  it('ignores accents and letter case', () => {
    expect(parse('Numbers #cafe').goal).toEqual({ kind: 'existing', goal: GOALS[4] });
    expect(parse('Numbers #CAFÉ plan').goal).toEqual({ kind: 'existing', goal: GOALS[4] });
  });

  it('offers a goal no one has as a new one, by its first word', () => {
    expect(parse('Buy paint #garden today')).toMatchObject({ title: 'Buy paint', goal: { kind: 'new', name: 'garden' } });
    expect(parse('Nothing # here')).toMatchObject({ title: 'Nothing # here', goal: null });
  });

  it('scores nothing for a word no title word starts with', () => {
    expect(goalMatchScore('marathon half', 'Run a half marathon')).toBeGreaterThan(0);
    expect(goalMatchScore('half marathon', 'Run a half marathon')).toBeGreaterThan(goalMatchScore('marathon half', 'Run a half marathon'));
    expect(goalMatchScore('swim', 'Run a half marathon')).toBe(0);
    expect(goalMatchScore('', 'Run a half marathon')).toBe(0);
  });
});

describe('taking a part back', () => {
  it('leaves a dismissed part in the title, and reads the rest', () => {
    const first = parse('Call the physio tomorrow 9am !high');
    const date = first.parts.find((part) => part.kind === 'date')!;
    const again = parse('Call the physio tomorrow 9am !high', [partKey(date)]);
    expect(again).toMatchObject({ title: 'Call the physio tomorrow 9am', due: null, priority: 'high' });
  });

  it('knows a dismissed part by its kind and words, whatever the case', () => {
    expect(parse('Fix it !HIGH', ['priority:!high'])).toMatchObject({ title: 'Fix it !HIGH', priority: null });
    expect(parse('Verbs #spanish', ['goal:#spanish'])).toMatchObject({ title: 'Verbs #spanish', goal: null });
  });
});

describe('hostile text', () => {
  it('keeps emoji, right-to-left words and long words as they are', () => {
    expect(parse('🎉 حفلة tomorrow').title).toBe('🎉 حفلة');
    const long = 'x'.repeat(200);
    expect(parse(`${long} !low`)).toMatchObject({ title: long, priority: 'low' });
  });

  it('is an empty title for text that is only parts', () => {
    expect(parse('tomorrow !high')).toMatchObject({ title: '', priority: 'high' });
  });

  it.each(['', '   ', '\n\t'])('is nothing at all for nothing typed (%j)', (text) => {
    expect(parse(text)).toEqual({ title: '', parts: [], due: null, plannedTime: null, priority: null, goal: null, pomodoros: null, repeat: null });
  });
});
