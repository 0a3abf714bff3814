import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tasksToCarry, unfinishedLines, withLinesAdded } from './carry-over';
import { OTHER_VERSION_END, OTHER_VERSION_START } from './merge-text';

const lines = (...text: string[]) => text.join('\n');

describe('unfinishedLines in a checklist', () => {
  it('takes the open items and leaves the ticked ones and the remarks', () => {
    const notes = lines('# Monday', '- [ ] Call the bank', '- [x] Laundry', 'Felt tired after lunch', '- [X] Gym', '[ ] Book the dentist');
    expect(unfinishedLines(notes)).toEqual(['- [ ] Call the bank', '[ ] Book the dentist']);
  });

  it.each([
    ['- [ ] a', true],
    ['* [ ] a', true],
    ['+ [ ] a', true],
    ['• [ ] a', true],
    ['1. [ ] a', true],
    ['12) [ ] a', true],
    ['[ ] a', true],
    ['   - [ ] indented', true],
    ['☐ a', true],
    ['- ☐ a', true],
    ['- [x] a', false],
    ['[X] a', false],
    ['☑ a', false],
    ['☒ a', false],
  ])('reads %j as open: %s', (line, open) => {
    expect(unfinishedLines(lines('- [x] something done', line))).toEqual(open ? [line] : []);
  });

  it('keeps a carried line as written, without trailing spaces', () => {
    expect(unfinishedLines('  - [ ]  Call   mum  \n[x] done')).toEqual(['  - [ ]  Call   mum']);
  });

  it('skips empty boxes and boxes without words', () => {
    expect(unfinishedLines(lines('- [ ]', '[ ]   ', '- [ ] ---', '☐', '[x] done'))).toEqual([]);
  });

  it('needs a space (or the end) after the box: [ ]x and [x]y are not boxes', () => {
    expect(unfinishedLines(lines('[ ]x', '[x]y'))).toEqual(['[ ]x', '[x]y']);
    expect(unfinishedLines(lines('[ ]x', '[x] ticked'))).toEqual([]);
  });

  it('reads [-], [>] and [?] as no box at all', () => {
    expect(unfinishedLines(lines('[-] cancelled', '[>] moved', '[?] maybe'))).toEqual(['[-] cancelled', '[>] moved', '[?] maybe']);
    expect(unfinishedLines(lines('[-] cancelled', '[ ] open'))).toEqual(['[ ] open']);
  });

  it('takes an item once, however often and however it is written', () => {
    expect(unfinishedLines(lines('- [ ] Call mum', '[ ] Call  mum', '1. [ ] Call mum', '- [ ] Call Mum'))).toEqual(['- [ ] Call mum', '- [ ] Call Mum']);
  });
});

describe('unfinishedLines in notes without checkboxes', () => {
  it('takes every line with words, as written', () => {
    expect(unfinishedLines(lines('Call the bank', '', '  - Buy milk', '   ', '3. Write to Anna'))).toEqual([
      'Call the bank',
      '  - Buy milk',
      '3. Write to Anna',
    ]);
  });

  it.each([
    '~~Buy milk~~',
    '- ~~Buy milk~~',
    '✓ Buy milk',
    'Buy milk ✓',
    'Buy milk ✔',
    'Buy milk ✔️',
    '✅ Buy milk',
    '- Buy milk ✅',
    'Buy milk ☑',
  ])('leaves %j, marked done', (line) => {
    expect(unfinishedLines(lines(line, 'Call the bank'))).toEqual(['Call the bank']);
  });

  it('reads a line that starts with ☑ as a ticked box: the notes are a checklist then', () => {
    expect(unfinishedLines(lines('☑ Buy milk', 'Call the bank'))).toEqual([]);
  });

  it('takes a line only partly struck through or with a check mark inside it', () => {
    expect(unfinishedLines(lines('~~Buy~~ milk', 'Tick ✓ the boxes'))).toEqual(['~~Buy~~ milk', 'Tick ✓ the boxes']);
  });

  it('leaves headings, rules and the marker lines of a merge', () => {
    const notes = lines('# Morning', '## Evening', '---', '...', OTHER_VERSION_START, 'Run', OTHER_VERSION_END, '#1 priority: taxes');
    expect(unfinishedLines(notes)).toEqual(['Run', '#1 priority: taxes']);
  });

  it('answers nothing for empty notes', () => {
    expect(unfinishedLines('')).toEqual([]);
    expect(unfinishedLines('\n\n  \n')).toEqual([]);
  });

  it('keeps hostile text whole: long words, right-to-left text, emoji, CRLF line ends', () => {
    const long = 'x'.repeat(200);
    expect(unfinishedLines(`${long}\r\nשלום עולם\r\n📞 Call the physio 👩‍⚕️\r\n`)).toEqual([long, 'שלום עולם', '📞 Call the physio 👩‍⚕️']);
    expect(unfinishedLines('📞')).toEqual(['📞']);
  });
});

describe('withLinesAdded', () => {
  it('adds the lines at the end of the notes, on lines of their own', () => {
    expect(withLinesAdded('Plan', ['- [ ] a', '- [ ] b'])).toEqual({ text: 'Plan\n- [ ] a\n- [ ] b', added: ['- [ ] a', '- [ ] b'] });
    expect(withLinesAdded('Plan\n', ['a'])).toEqual({ text: 'Plan\na', added: ['a'] });
    expect(withLinesAdded('', ['a'])).toEqual({ text: 'a', added: ['a'] });
  });

  it('leaves out lines whose words are there already, ticked or not', () => {
    const notes = lines('- [x] Call mum', 'Buy  milk', '  * [ ] Write to Anna');
    expect(withLinesAdded(notes, ['- [ ] Call mum', '[ ] Buy milk', 'Write to Anna', '- [ ] Pay rent'])).toEqual({
      text: `${notes}\n- [ ] Pay rent`,
      added: ['- [ ] Pay rent'],
    });
  });

  it('adds each line once and never a line without words', () => {
    expect(withLinesAdded('', ['a', '- a', '', '  ', '- [ ]'])).toEqual({ text: 'a', added: ['a'] });
  });

  it('changes nothing when there is nothing new', () => {
    expect(withLinesAdded('a\nb', ['b', 'a'])).toEqual({ text: 'a\nb', added: [] });
    expect(withLinesAdded('a', [])).toEqual({ text: 'a', added: [] });
  });

  it('adds nothing the second time the same lines are carried, and keeps every word of the notes', () => {
    const line = fc.oneof(
      fc.string({ maxLength: 12 }).map((text) => text.replace(/[\r\n]/g, '')),
      fc.constantFrom('- [ ] Call mum', '[x] Call mum', '☐ taxes', '~~done~~', '# Head', 'שלום', '📞'),
    );
    const notes = fc.array(line, { maxLength: 8 }).map((all) => all.join('\n'));
    fc.assert(
      fc.property(notes, notes, (from, to) => {
        const carried = unfinishedLines(from);
        const once = withLinesAdded(to, carried);
        expect(once.text.startsWith(to)).toBe(true);
        expect(withLinesAdded(once.text, carried)).toEqual({ text: once.text, added: [] });
        expect(withLinesAdded(once.text, unfinishedLines(from)).added).toEqual([]);
      }),
    );
  });
});

describe('tasksToCarry', () => {
  const task = (fields: Partial<{ id: number; completed: boolean; failed: boolean; skipped: boolean; seriesId: number | null }> = {}) => ({
    id: 1,
    completed: false,
    failed: false,
    skipped: false,
    seriesId: null,
    ...fields,
  });

  it('moves the open tasks and leaves completed, failed and skipped ones', () => {
    const open = task({ id: 1 });
    const tasks = [open, task({ id: 2, completed: true }), task({ id: 3, failed: true }), task({ id: 4, skipped: true, seriesId: 9 })];
    expect(tasksToCarry(tasks, [])).toEqual({ moving: [open], comingBack: [] });
  });

  it('moves an open task of a series unless the series has a task on the next day', () => {
    const weekly = task({ id: 1, seriesId: 7 });
    const daily = task({ id: 2, seriesId: 8 });
    const oneOff = task({ id: 3 });
    expect(tasksToCarry([weekly, daily, oneOff], [{ seriesId: 8 }, { seriesId: null }])).toEqual({ moving: [weekly, oneOff], comingBack: [daily] });
  });

  it('answers nothing for a day without tasks', () => {
    expect(tasksToCarry([], [{ seriesId: 1 }])).toEqual({ moving: [], comingBack: [] });
  });
});
