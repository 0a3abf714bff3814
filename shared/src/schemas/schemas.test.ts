import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { changePasswordFormSchema, changePasswordSchema, registrationSchema, signInSchema, USERNAME_CHARACTERS_MESSAGE } from './auth';
import { idParamSchema } from './common';
import { dailyPlanQuerySchema, dailyPlanUpsertSchema } from './daily-plans';
import { goalEmotionCreateSchema } from './emotions';
import { goalFormSchema } from './goal-form';
import { goallessTaskFormSchema, moveTaskFormSchema, planningTaskFormSchema, taskFormSchema, taskFormSchemaFor } from './task-form';
import { PLANNED_TIME_MESSAGE } from '../domain/planned-time';
import { repeatFormValues } from '../domain/repeat-form';
import { goalCreateSchema, goalUpdateSchema } from './goals';
import { todoCreateSchema, todoListQuerySchema, todoUpdateSchema } from './todos';
import { searchQuerySchema } from './search';

/** The messages a schema gives for a value, by field. */
function messagesFor(schema: z.ZodType, value: unknown): Record<string, string[]> {
  const result = schema.safeParse(value);
  if (result.success) return {};
  const byField: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.join('.') || '_';
    byField[field] = [...(byField[field] ?? []), issue.message];
  }
  return byField;
}

const deadline = '2030-01-01T12:00:00.000Z';

describe('credentials', () => {
  const credentialsSchema = registrationSchema;
  it('gives the spec messages for short values', () => {
    expect(messagesFor(credentialsSchema, { username: 'ab', password: '12345' })).toEqual({
      username: ['Username must be at least 3 characters'],
      password: ['Password must be at least 6 characters'],
    });
  });

  it('trims the username before counting', () => {
    expect(messagesFor(credentialsSchema, { username: '  ab  ', password: '123456' })).toEqual({
      username: ['Username must be at least 3 characters'],
    });
    expect(credentialsSchema.parse({ username: ' alice ', password: '123456' }).username).toBe('alice');
  });

  it('names missing fields', () => {
    expect(messagesFor(credentialsSchema, {})).toEqual({
      username: ['Username is required'],
      password: ['Password is required'],
    });
  });

  it('caps very long values', () => {
    expect(messagesFor(credentialsSchema, { username: 'a'.repeat(51), password: 'p'.repeat(257) })).toEqual({
      username: ['Username must be at most 50 characters'],
      password: ['Password must be at most 256 characters'],
    });
  });
});

describe('usernames', () => {
  const register = (username: string) => messagesFor(registrationSchema, { username, password: 'secret-1' });

  it.each([
    ['a zero-width space', 'ann\u200Bie'],
    ['a zero-width non-joiner', 'ann\u200Cie'],
    ['a zero-width joiner', 'ann\u200Die'],
    ['a word joiner', 'ann\u2060ie'],
    ['a byte-order mark', 'ann\uFEFFie'],
    ['a right-to-left override', 'ann\u202Eie'],
    ['a left-to-right isolate', 'ann\u2066ie'],
    ['a right-to-left mark', 'ann\u200Fie'],
    ['a line break', 'ann\nie'],
    ['a carriage return', 'ann\rie'],
    ['a line separator', 'ann\u2028ie'],
    ['a tab', 'ann\tie'],
    ['a soft hyphen', 'ann\u00ADie'],
  ])('refuses %s when registering', (_name, username) => {
    expect(register(username)).toEqual({ username: [USERNAME_CHARACTERS_MESSAGE] });
  });

  it('keeps letters of every script, spaces inside and emoji', () => {
    for (const username of ['Zoë', 'Мария', '李小龍', 'ann marie', 'runner🏃']) expect(register(username)).toEqual({});
  });

  it('stores the composed form, so an accent typed either way is one name', () => {
    const decomposed = 'Ame\u0301lie';
    expect(registrationSchema.parse({ username: decomposed, password: 'secret-1' }).username).toBe('Am\u00e9lie');
  });

  it('lets any username that may be stored sign in, as typed', () => {
    for (const username of ['ann\u200Bie', 'Ame\u0301lie', 'ann\u202Eie']) {
      expect(signInSchema.parse({ username, password: 'secret-1' }).username).toBe(username);
    }
    expect(messagesFor(signInSchema, { username: 'ab', password: 'secret-1' })).toEqual({
      username: ['Username must be at least 3 characters'],
    });
  });
});

describe('password change', () => {
  it('gives the spec messages for each short field', () => {
    expect(messagesFor(changePasswordSchema, { currentPassword: '1', newPassword: '2' })).toEqual({
      currentPassword: ['Current password must be at least 6 characters.'],
      newPassword: ['New password must be at least 6 characters.'],
    });
  });

  it('asks the form for a matching confirmation', () => {
    expect(
      messagesFor(changePasswordFormSchema, { currentPassword: '123456', newPassword: 'abcdef', confirmPassword: 'abcdeg' }),
    ).toEqual({ confirmPassword: ["New passwords don't match"] });
    expect(
      messagesFor(changePasswordFormSchema, { currentPassword: '123456', newPassword: 'abcdef', confirmPassword: 'abc' }),
    ).toEqual({ confirmPassword: ['Confirm password must be at least 6 characters.', "New passwords don't match"] });
  });
});

describe('goal', () => {
  it('requires a title and a deadline', () => {
    expect(messagesFor(goalCreateSchema, { title: '  ', deadline })).toEqual({ title: ['Title is required'] });
    expect(messagesFor(goalCreateSchema, { deadline })).toEqual({ title: ['Title is required'] });
    expect(messagesFor(goalCreateSchema, { title: 'Run' })).toEqual({ deadline: ['Deadline must be a valid date'] });
    expect(messagesFor(goalCreateSchema, { title: 'Run', deadline: 'soon' })).toEqual({
      deadline: ['Deadline must be a valid date'],
    });
  });

  it('limits title and description length', () => {
    expect(messagesFor(goalCreateSchema, { title: 'a'.repeat(101), description: 'd'.repeat(501), deadline })).toEqual({
      title: ['Title is too long'],
      description: ['Description is too long'],
    });
    expect(messagesFor(goalCreateSchema, { title: 'a'.repeat(100), description: 'd'.repeat(500), deadline })).toEqual({});
  });

  it('keeps progress within 0–100', () => {
    expect(messagesFor(goalCreateSchema, { title: 'Run', deadline, progress: -1 })).toEqual({
      progress: ['Progress cannot be negative'],
    });
    expect(messagesFor(goalUpdateSchema, { progress: 101 })).toEqual({ progress: ['Progress cannot exceed 100%'] });
  });

  it('coerces the deadline and defaults progress to 0', () => {
    const goal = goalCreateSchema.parse({ title: ' Run ', deadline, userId: 7 });
    expect(goal).toEqual({ title: 'Run', deadline: new Date(deadline), progress: 0, progressFromHabits: false });
  });

  it('accepts a null or absent parent, and no other kind of value', () => {
    expect(goalCreateSchema.parse({ title: 'Run', deadline, parentId: null }).parentId).toBeNull();
    expect(messagesFor(goalCreateSchema, { title: 'Run', deadline, parentId: 'x' })).toEqual({
      parentId: ['Parent goal must be a number or null'],
    });
  });

  it('refuses text with a NUL character, which PostgreSQL cannot store', () => {
    expect(messagesFor(goalCreateSchema, { title: 'a\u0000b', description: '\u0000', deadline })).toEqual({
      title: ['Text must not contain null characters'],
      description: ['Text must not contain null characters'],
    });
    expect(messagesFor(todoUpdateSchema, { title: 'x\u0000' })).toEqual({ title: ['Text must not contain null characters'] });
    expect(messagesFor(searchQuerySchema, { q: 'a\u0000b' })).toEqual({ q: ['Text must not contain null characters'] });
    expect(messagesFor(dailyPlanUpsertSchema, { date: '2026-11-22', notes: '\u0000' })).toEqual({
      notes: ['Text must not contain null characters'],
    });
  });

  it('adds no defaults to an update', () => {
    expect(goalUpdateSchema.parse({ title: 'New' })).toEqual({ title: 'New' });
  });
});

describe('todo', () => {
  it('requires a title and a due date', () => {
    expect(messagesFor(todoCreateSchema, { title: ' ' })).toEqual({
      title: ['Title is required'],
      dueDate: ['Due date is required'],
    });
  });

  it('defaults the flags and the priority', () => {
    expect(todoCreateSchema.parse({ title: 'Read', dueDate: deadline })).toEqual({
      title: 'Read',
      dueDate: new Date(deadline),
      completed: false,
      failed: false,
      delayed: false,
      priority: 'medium',
    });
  });

  it('accepts only the four priorities', () => {
    expect(messagesFor(todoUpdateSchema, { priority: 'critical' })).toEqual({
      priority: ['Priority must be urgent, high, medium or low'],
    });
  });

  it('accepts HH:MM planned times or null', () => {
    expect(todoUpdateSchema.parse({ plannedTime: '09:30' })).toEqual({ plannedTime: '09:30' });
    expect(todoUpdateSchema.parse({ plannedTime: null })).toEqual({ plannedTime: null });
    for (const plannedTime of ['24:00', '9:30', '09:60', 'noon']) {
      expect(messagesFor(todoUpdateSchema, { plannedTime })).toEqual({ plannedTime: ['Planned time must be HH:MM'] });
    }
  });

  it('refuses a task more than one of completed, failed and skipped', () => {
    for (const statuses of [{ completed: true, failed: true }, { completed: true, skipped: true }, { failed: true, skipped: true }]) {
      expect(messagesFor(todoUpdateSchema, statuses)).toEqual({
        failed: ['A task cannot be more than one of completed, failed and skipped'],
      });
    }
  });

  it('keeps the pomodoro count at 1 or more', () => {
    expect(messagesFor(todoUpdateSchema, { pomodoros: 0 })).toEqual({ pomodoros: ['Pomodoro count cannot be below 1'] });
  });

  it('reads list filters from query text', () => {
    expect(todoListQuerySchema.parse({ dueFrom: deadline, goalId: '3' })).toEqual({
      dueFrom: new Date(deadline),
      goalId: 3,
    });
    expect(messagesFor(todoListQuerySchema, { dueTo: 'tomorrow' })).toEqual({
      dueTo: ['dueTo must be a date and time'],
    });
  });
});

describe('daily plan', () => {
  it('requires a YYYY-MM-DD date', () => {
    for (const date of ['22-11-2026', '2026-02-30', undefined]) {
      expect(messagesFor(dailyPlanQuerySchema, { date })).toEqual({ date: ['Date must be in YYYY-MM-DD format'] });
    }
  });

  it('defaults notes to empty', () => {
    expect(dailyPlanUpsertSchema.parse({ date: '2026-11-22' })).toEqual({ date: '2026-11-22', notes: '' });
  });
});

describe('goal emotion', () => {
  it('requires an emotion and an intensity of 1 to 5', () => {
    expect(messagesFor(goalEmotionCreateSchema, { emotion: ' ', intensity: 6 })).toEqual({
      emotion: ['Emotion is required'],
      intensity: ['Intensity must be between 1 and 5'],
    });
    expect(messagesFor(goalEmotionCreateSchema, { emotion: 'hopeful', intensity: 0 })).toEqual({
      intensity: ['Intensity must be between 1 and 5'],
    });
  });
});

describe('id parameter', () => {
  it('reads a positive id and refuses anything else', () => {
    expect(idParamSchema.parse({ id: '12' })).toEqual({ id: 12 });
    for (const id of ['0', '-3', '1.5', 'abc', '99999999999']) {
      expect(messagesFor(idParamSchema, { id })).toEqual({ id: ['Id must be a positive whole number'] });
    }
  });
});

describe('goal form', () => {
  const now = () => new Date('2026-11-22T10:00:00');
  const valid = { title: 'Run', description: '', deadline: '2026-11-22T12:00', progress: 0, parentId: null, progressFromHabits: false };

  it('accepts a deadline later today', () => {
    expect(messagesFor(goalFormSchema({ now }), valid)).toEqual({});
  });

  it('gives the spec messages', () => {
    expect(
      messagesFor(goalFormSchema({ now }), {
        title: 'x'.repeat(101),
        description: 'd'.repeat(501),
        deadline: '2026-11-22T09:59',
        progress: 101,
        parentId: null,
        progressFromHabits: false,
      }),
    ).toEqual({
      title: ['Title is too long'],
      description: ['Description is too long'],
      deadline: ['Deadline must be in the future'],
      progress: ['Progress cannot exceed 100%'],
    });
    expect(messagesFor(goalFormSchema({ now }), { ...valid, title: '  ', progress: -1 })).toEqual({
      title: ['Title is required'],
      progress: ['Progress cannot be negative'],
    });
  });

  it('lets an overdue goal keep its deadline while editing', () => {
    const past = '2026-01-01T12:00';
    expect(messagesFor(goalFormSchema({ now, unchangedDeadline: past }), { ...valid, deadline: past })).toEqual({});
    expect(messagesFor(goalFormSchema({ now, unchangedDeadline: past }), { ...valid, deadline: '2026-01-02T12:00' })).toEqual({
      deadline: ['Deadline must be in the future'],
    });
  });
});

describe('task form', () => {
  const valid = {
    title: 'Read',
    description: '',
    dueOption: 'today',
    customDate: '',
    goalId: 3,
    priority: 'medium',
    completed: false,
    plannedTime: '',
    pomodoros: 1,
    repeat: repeatFormValues(null, '2026-03-31'),
    reminder: 'none',
    reminderTime: '',
  };

  it('asks for a planned time with a reminder, and for the time of a custom one', () => {
    expect(messagesFor(taskFormSchema, { ...valid, reminder: '10' })).toEqual({ plannedTime: ['Set a planned time for the reminder'] });
    expect(messagesFor(taskFormSchema, { ...valid, plannedTime: '9:30', reminder: 'custom' })).toEqual({
      reminderTime: ['Enter the time to be reminded at'],
    });
    expect(messagesFor(taskFormSchema, { ...valid, plannedTime: '9:30', reminder: 'custom', reminderTime: '25:00' })).toEqual({
      reminderTime: [PLANNED_TIME_MESSAGE],
    });
    expect(taskFormSchema.parse({ ...valid, plannedTime: '9:30', reminder: 'custom', reminderTime: '8.15 am' }).reminderTime).toBe('08:15');
    // A draft kept before the field existed reads as no reminder.
    const { reminder: _reminder, reminderTime: _time, ...oldDraft } = valid;
    expect(taskFormSchema.parse(oldDraft)).toMatchObject({ reminder: 'none', reminderTime: '' });
  });

  it('accepts a complete form', () => {
    expect(messagesFor(taskFormSchema, valid)).toEqual({});
    expect(messagesFor(taskFormSchema, { ...valid, plannedTime: '23:59', pomodoros: 99 })).toEqual({});
  });

  it('reads the planned time as typed, and checks it and the pomodoro estimate', () => {
    expect(taskFormSchema.parse({ ...valid, plannedTime: '1015' }).plannedTime).toBe('10:15');
    expect(taskFormSchema.parse({ ...valid, plannedTime: '9:30 pm' }).plannedTime).toBe('21:30');
    expect(taskFormSchema.parse({ ...valid, plannedTime: ' ' }).plannedTime).toBe('');
    expect(messagesFor(taskFormSchema, { ...valid, plannedTime: '24:00', pomodoros: 0 })).toEqual({
      plannedTime: [PLANNED_TIME_MESSAGE],
      pomodoros: ['At least 1 pomodoro'],
    });
    expect(messagesFor(taskFormSchema, { ...valid, pomodoros: 100 })).toEqual({ pomodoros: ['At most 99 pomodoros'] });
    expect(messagesFor(taskFormSchema, { ...valid, pomodoros: Number.NaN })).toEqual({ pomodoros: ['Enter the number of pomodoros'] });
  });

  it('gives the spec messages', () => {
    expect(messagesFor(taskFormSchema, { ...valid, title: ' ', goalId: null })).toEqual({
      title: ['Title is required'],
      goalId: ['Please select a goal for this task'],
    });
    expect(messagesFor(taskFormSchema, { ...valid, goalId: undefined })).toEqual({
      goalId: ['Linking to a goal is required for daily progress'],
    });
    expect(messagesFor(taskFormSchema, { ...valid, dueOption: 'custom', customDate: '' })).toEqual({
      customDate: ['Due date is required'],
    });
  });

  it('takes a goal made offline (a negative temporary id) but not the id 0', () => {
    expect(messagesFor(taskFormSchema, { ...valid, goalId: -1_790_000_000_000_123 })).toEqual({});
    expect(messagesFor(taskFormSchema, { ...valid, goalId: 0 })).toEqual({ goalId: ['Linking to a goal is required for daily progress'] });
  });

  it('lets a task that serves no goal be saved without one', () => {
    expect(messagesFor(goallessTaskFormSchema, { ...valid, goalId: null })).toEqual({});
    expect(messagesFor(goallessTaskFormSchema, { ...valid, goalId: 4 })).toEqual({});
    expect(messagesFor(goallessTaskFormSchema, { ...valid, title: '', goalId: null })).toEqual({ title: ['Title is required'] });
  });

  describe('Repeat', () => {
    const now = () => new Date(2026, 2, 31, 9, 0);
    const schema = taskFormSchemaFor({ goalRequired: true, now });
    const custom = (fields: object) => ({ ...valid, repeat: { ...valid.repeat, choice: 'custom', ...fields } });

    it('takes a preset as it is, whatever the hidden custom fields hold', () => {
      expect(messagesFor(schema, { ...valid, repeat: { ...valid.repeat, choice: 'weekly', interval: Number.NaN } })).toEqual({});
    });

    it('puts the custom rule’s problems under its fields', () => {
      expect(messagesFor(schema, custom({ interval: Number.NaN, weekdays: [] }))).toEqual({
        'repeat.interval': ['Repeat every must be a whole number from 1 to 365'],
        'repeat.weekdays': ['Choose at least one day of the week'],
      });
      expect(messagesFor(schema, custom({ end: 'count', count: 0 }))).toEqual({ 'repeat.count': ['Repeat at most 1000 times, and at least once'] });
    });

    it('checks the end date against the due day, or the series’ day of a task of a series', () => {
      const endingMarch30 = custom({ end: 'until', until: '2026-03-30' });
      expect(messagesFor(schema, endingMarch30)).toEqual({ 'repeat.until': ['The end date must be on or after the first date'] });
      expect(messagesFor(schema, { ...endingMarch30, dueOption: 'custom', customDate: '2026-03-29' })).toEqual({});
      expect(messagesFor(taskFormSchemaFor({ goalRequired: true, seriesDay: '2026-03-02', now }), endingMarch30)).toEqual({});
    });
  });
});

describe('planning task form', () => {
  const valid = { title: 'Read', description: '', priority: 'high', goalId: null };

  it('accepts a task without a goal', () => {
    expect(messagesFor(planningTaskFormSchema, valid)).toEqual({});
    expect(messagesFor(planningTaskFormSchema, { ...valid, goalId: 4 })).toEqual({});
  });

  it('requires a title and a known priority', () => {
    expect(messagesFor(planningTaskFormSchema, { ...valid, title: '  ', priority: 'someday' })).toEqual({
      title: ['Title is required'],
      priority: ['Priority must be urgent, high, medium or low'],
    });
  });
});

describe('move task form', () => {
  it('gives the day and the time as typed, empty for any time', () => {
    expect(moveTaskFormSchema.parse({ day: '2026-11-25', time: '9:30 pm' })).toEqual({ day: '2026-11-25', plannedTime: '21:30' });
    expect(moveTaskFormSchema.parse({ day: '2026-11-25', time: '  ' })).toEqual({ day: '2026-11-25', plannedTime: null });
  });

  it('asks for a real day and a time it can read', () => {
    expect(messagesFor(moveTaskFormSchema, { day: '', time: '25:00' })).toEqual({
      day: ['Choose a day'],
      time: ['Enter a time like 9:30, 9:30 pm or 21:30'],
    });
    expect(messagesFor(moveTaskFormSchema, { day: '2026-02-30', time: '' })).toEqual({ day: ['Choose a day'] });
  });
});

describe('typed text', () => {
  it('refuses lone surrogates, which the database would store as U+FFFD, and keeps real pairs', () => {
    for (const title of ['\uD800', 'a\uDC00b', 'x\uD83D']) {
      expect(messagesFor(goalCreateSchema, { title, deadline })).toEqual({ title: ['Text must be valid Unicode'] });
    }
    expect(messagesFor(goalCreateSchema, { title: 'Run 🏃\uD83D\uDE00', deadline })).toEqual({});
  });
});
