import { describe, expect, it } from 'vitest';
import { PLANNED_TIME_MESSAGE, parsePlannedTime } from './planned-time';

const timeOf = (typed: string) => {
  const reading = parsePlannedTime(typed);
  return reading.ok ? reading.time : reading.message;
};

describe('parsePlannedTime', () => {
  it.each([
    ['1015', '10:15'],
    ['915', '09:15'],
    ['0730', '07:30'],
    ['2130', '21:30'],
    ['10:15', '10:15'],
    ['9:05', '09:05'],
    ['21:30', '21:30'],
    ['00:00', '00:00'],
    ['23:59', '23:59'],
    ['10.15', '10:15'],
    ['10h15', '10:15'],
    ['10 15', '10:15'],
    ['9', '09:00'],
    ['21', '21:00'],
  ])('reads %s as %s', (typed, time) => expect(timeOf(typed)).toBe(time));

  it.each([
    ['9am', '09:00'],
    ['9 AM', '09:00'],
    ['9pm', '21:00'],
    ['9 p.m.', '21:00'],
    ['10.15 pm', '22:15'],
    ['10:15PM', '22:15'],
    ['1015pm', '22:15'],
    ['12am', '00:00'],
    ['12:30 am', '00:30'],
    ['12pm', '12:00'],
    ['12:45 p', '12:45'],
    ['  7:30 a.m.  ', '07:30'],
  ])('reads the 12-hour %s as %s', (typed, time) => expect(timeOf(typed)).toBe(time));

  it('reads an empty field as no planned time', () => {
    expect(parsePlannedTime('')).toEqual({ ok: true, time: null });
    expect(parsePlannedTime('   ')).toEqual({ ok: true, time: null });
  });

  it.each(['24:00', '25', '10:60', '1075', '13pm', '0am', '0 pm', '12345', 'noon', '10:1', ':30', '10::15', '9 xm', 'ten'])(
    'refuses %s with a message, never a silent nothing',
    (typed) => expect(parsePlannedTime(typed)).toEqual({ ok: false, message: PLANNED_TIME_MESSAGE }),
  );
});
