import { describe, expect, it } from 'vitest';
import { asksWhichTasks, isLaterOpenOccurrence, seriesPartOf, type SeriesTask } from './series-scope';

describe('asksWhichTasks', () => {
  it('asks when a change reaches beyond the task’s status and day', () => {
    expect(asksWhichTasks({ title: 'Run' }, false)).toBe(true);
    expect(asksWhichTasks({ description: null, completed: true }, false)).toBe(true);
    expect(asksWhichTasks({ priority: 'high' }, false)).toBe(true);
  });

  it('does not ask for the status or the day alone: those are the task’s own', () => {
    expect(asksWhichTasks({ completed: true }, false)).toBe(false);
    expect(asksWhichTasks({ dueDate: '2026-03-02T12:00:00.000Z', delayed: false, skipped: false }, false)).toBe(false);
    expect(asksWhichTasks({}, false)).toBe(false);
  });

  it('asks whenever the rule changed', () => {
    expect(asksWhichTasks({}, true)).toBe(true);
  });
});

describe('seriesPartOf', () => {
  it('keeps what the following tasks take', () => {
    expect(seriesPartOf({ title: 'Run', completed: true, dueDate: 'x', goalId: null })).toEqual({ title: 'Run', goalId: null });
  });
});

describe('isLaterOpenOccurrence', () => {
  const task = (fields: Partial<SeriesTask>): SeriesTask => ({
    id: 1,
    seriesId: 7,
    occurrenceDate: '2026-03-10',
    completed: false,
    failed: false,
    skipped: false,
    ...fields,
  });
  const of = task({});

  it('takes the series’ later open tasks', () => {
    expect(isLaterOpenOccurrence(task({ id: 2, occurrenceDate: '2026-03-11' }), of)).toBe(true);
  });

  it('leaves the task itself, earlier ones, settled ones and other series alone', () => {
    expect(isLaterOpenOccurrence(of, of)).toBe(false);
    expect(isLaterOpenOccurrence(task({ id: 2, occurrenceDate: '2026-03-09' }), of)).toBe(false);
    expect(isLaterOpenOccurrence(task({ id: 2, occurrenceDate: '2026-03-11', skipped: true }), of)).toBe(false);
    expect(isLaterOpenOccurrence(task({ id: 2, occurrenceDate: '2026-03-11', completed: true }), of)).toBe(false);
    expect(isLaterOpenOccurrence(task({ id: 2, seriesId: 8, occurrenceDate: '2026-03-11' }), of)).toBe(false);
    expect(isLaterOpenOccurrence(task({ id: 2, seriesId: null, occurrenceDate: null }), task({ seriesId: null, occurrenceDate: null }))).toBe(false);
  });
});
