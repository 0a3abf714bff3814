import { describe, expect, it } from 'vitest';
import { clampPomodoroCount, extractPomodoroMarker } from './pomodoro-marker';

describe('extractPomodoroMarker', () => {
  it('leaves a description without a marker untouched', () => {
    expect(extractPomodoroMarker('Read chapter 3  ')).toEqual({ description: 'Read chapter 3  ', pomodoros: null });
  });

  it('passes null and undefined through as no description', () => {
    expect(extractPomodoroMarker(null)).toEqual({ description: null, pomodoros: null });
    expect(extractPomodoroMarker(undefined)).toEqual({ description: null, pomodoros: null });
  });

  it('strips a trailing marker and reads its count', () => {
    expect(extractPomodoroMarker('Read chapter 3 [pomodoro:4]')).toEqual({ description: 'Read chapter 3', pomodoros: 4 });
  });

  it('strips a marker at the start or in the middle', () => {
    expect(extractPomodoroMarker('[pomodoro:2] Outline')).toEqual({ description: 'Outline', pomodoros: 2 });
    expect(extractPomodoroMarker('Outline [pomodoro:2] the essay')).toEqual({
      description: 'Outline the essay',
      pomodoros: 2,
    });
  });

  it('gives null when the marker was the whole description', () => {
    expect(extractPomodoroMarker('[pomodoro:3]')).toEqual({ description: null, pomodoros: 3 });
  });

  it('takes the last of several markers and removes them all', () => {
    expect(extractPomodoroMarker('[pomodoro:1] a [POMODORO: 5 ]')).toEqual({ description: 'a', pomodoros: 5 });
  });

  it('clamps the count to 1–99', () => {
    expect(extractPomodoroMarker('x [pomodoro:0]').pomodoros).toBe(1);
    expect(extractPomodoroMarker('x [pomodoro:250]').pomodoros).toBe(99);
  });

  it('ignores look-alikes that are not markers', () => {
    const text = 'x [pomodoro:-1] [pomodoro:two] pomodoro:3';
    expect(extractPomodoroMarker(text)).toEqual({ description: text, pomodoros: null });
  });
});

describe('clampPomodoroCount', () => {
  it.each([
    [0, 1],
    [1, 1],
    [2.9, 2],
    [99, 99],
    [1e9, 99],
    [Number.NaN, 1],
  ])('clamps %d to %d', (count, expected) => {
    expect(clampPomodoroCount(count)).toBe(expected);
  });
});
