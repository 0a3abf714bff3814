import { describe, expect, it } from 'vitest';
import { completionNotice, LATE_COMPLETION_MS } from './pomodoro-completion';
import type { PeriodCompleted } from './pomodoro-timer';

const openedAt = 1_000_000_000;
const focusEnded = (at: number): PeriodCompleted => ({ finished: 'pomodoro', next: 'shortBreak', at });
const breakEnded = (at: number): PeriodCompleted => ({ finished: 'shortBreak', next: 'pomodoro', at });

describe('completionNotice', () => {
  it('tells nothing when nothing finished', () => {
    expect(completionNotice([], { now: openedAt, openedAt, visible: true })).toBeNull();
  });

  it('rings a period that ends while the page is open, and notifies only when the tab is hidden', () => {
    const period = focusEnded(openedAt + 60_000);
    const now = period.at + 20;
    expect(completionNotice([period], { now, openedAt, visible: true })).toEqual({
      kind: 'finished',
      latest: period,
      focusSessions: 1,
      ring: true,
      notify: false,
    });
    expect(completionNotice([period], { now, openedAt, visible: false })).toMatchObject({ kind: 'finished', ring: true, notify: true });
  });

  it('still rings a period a background tab notices up to a minute late', () => {
    const period = focusEnded(openedAt + 60_000);
    expect(completionNotice([period], { now: period.at + LATE_COMPLETION_MS, openedAt, visible: false })).toMatchObject({
      kind: 'finished',
      ring: true,
    });
  });

  it('tells quietly of a period noticed later than that (a laptop asleep)', () => {
    const period = focusEnded(openedAt + 60_000);
    expect(completionNotice([period], { now: period.at + LATE_COMPLETION_MS + 1, openedAt, visible: true })).toEqual({
      kind: 'away',
      latest: period,
      focusSessions: 1,
      ring: false,
      notify: false,
    });
  });

  it('tells of a period that ended before the page opened, ringing only when it shows and the end was within a minute', () => {
    const justBefore = focusEnded(openedAt - 30_000);
    const now = openedAt + 100;
    expect(completionNotice([justBefore], { now, openedAt, visible: true })).toMatchObject({ kind: 'away', ring: true, notify: false });
    expect(completionNotice([justBefore], { now, openedAt, visible: false })).toMatchObject({ kind: 'away', ring: false, notify: false });
    const hoursBefore = focusEnded(openedAt - 3 * 3_600_000);
    expect(completionNotice([hoursBefore], { now, openedAt, visible: true })).toMatchObject({ kind: 'away', ring: false, notify: false });
  });

  it('counts the focus sessions among the periods that ended while away', () => {
    const periods = [focusEnded(openedAt - 3_000_000), breakEnded(openedAt - 2_700_000), focusEnded(openedAt - 1_200_000)];
    expect(completionNotice(periods, { now: openedAt, openedAt, visible: true })).toMatchObject({
      kind: 'away',
      latest: periods[2],
      focusSessions: 2,
    });
    expect(completionNotice([breakEnded(openedAt - 600_000)], { now: openedAt, openedAt, visible: true })).toMatchObject({ focusSessions: 0 });
  });
});
