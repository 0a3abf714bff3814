import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { dayBounds } from '@shared/domain/task-buckets';
import type { Habit, HabitList } from '@shared/schemas/habits';
import type { Todo } from '@shared/schemas/todos';
import { habitsQuery } from '@/lib/habits-query';
import { apiRead, QUERY_ROOTS } from '@/lib/query-keys';
import { HabitsCard } from './habits-card';

const TODAY = '2026-11-24';
/** Eleven weeks before this one, then Monday and today (Tuesday) as given, the rest of the week to come. */
const days = (monday: string, today: string) => 'r'.repeat(77) + monday + today + 'uuuuu';

function habit(fields: Partial<Habit> & Pick<Habit, 'seriesId' | 'title'>): Habit {
  return {
    goalId: null,
    rule: 'FREQ=DAILY;INTERVAL=1',
    startDate: '2026-11-23',
    endDate: null,
    currentStreak: 1,
    bestStreak: 1,
    done: 1,
    due: 2,
    firstDay: '2026-09-07',
    days: days('d', 't'),
    todayTodoId: null,
    ...fields,
  };
}

function task(fields: Partial<Todo> & Pick<Todo, 'id' | 'title'>): Todo {
  return {
    description: null,
    dueDate: new Date().toISOString(),
    completed: false,
    failed: false,
    delayed: false,
    priority: 'medium',
    plannedTime: null,
    goalId: null,
    pomodoros: 1,
    completedAt: null,
    createdAt: new Date().toISOString(),
    version: 1,
    skipped: false,
    seriesId: 1,
    occurrenceDate: TODAY,
    repeatRule: 'FREQ=DAILY;INTERVAL=1',
    reminderMinutesBefore: null,
    ...fields,
  };
}

function render(habits: Habit[], tasks: Todo[]) {
  const queryClient = new QueryClient();
  const list: HabitList = { today: TODAY, habits };
  queryClient.setQueryData(habitsQuery().queryKey, list);
  // The read of today's tasks, keyed as the card asks for it.
  const bounds = dayBounds(new Date());
  const todaysTasks = apiRead(QUERY_ROOTS.todos, { dueFrom: bounds.startOfToday.toISOString(), dueTo: bounds.startOfTomorrow.toISOString() });
  queryClient.setQueryData(todaysTasks.queryKey, tasks);
  const html = renderToStaticMarkup(createElement(QueryClientProvider, { client: queryClient }, createElement(HabitsCard)));
  const rows = html
    .split('<li data-testid="habit-today" ')
    .slice(1)
    .map((row) => ({
      attributes: row.slice(0, row.indexOf('>')),
      checkbox: /<button type="button" role="checkbox" aria-checked="(true|false)"[^>]*aria-label="([^"]*)"/.exec(row)?.slice(1, 3),
      text: row
        .slice(row.indexOf('>') + 1)
        .replace(/<[^>]+>/g, '|')
        .split('|')
        .filter(Boolean),
    }));
  return { html, rows };
}

describe('HabitsCard', () => {
  it("lists today's habits with a box to tick today's task, and their streaks", () => {
    const { html, rows } = render(
      [
        habit({ seriesId: 1, title: 'Stretch', todayTodoId: 11, currentStreak: 4 }),
        habit({ seriesId: 2, title: 'Weekly review', days: days('d', 'r') }),
        habit({ seriesId: 3, title: 'Practise scales', todayTodoId: 13, days: days('d', 'd'), currentStreak: 9 }),
      ],
      [task({ id: 11, title: 'Stretch' }), task({ id: 13, title: 'Practise scales', completed: true })],
    );
    expect(rows.map((row) => row.text)).toEqual([
      ['Stretch', 'Streak 4'],
      ['Practise scales', 'Streak 9'],
    ]);
    expect(rows.map((row) => row.checkbox)).toEqual([
      ['false', 'Mark as done: Stretch'],
      ['true', 'Mark as not done: Practise scales'],
    ]);
    // Undo finds the row's checkbox by the task's id.
    expect(rows[0]?.attributes).toContain('data-task-id="11"');
    expect(html).toContain('1 of 2 done today');
  });

  it("counts today in the streak as soon as today's task is ticked, before the habits are read again", () => {
    const { rows } = render([habit({ seriesId: 1, title: 'Stretch', todayTodoId: 11, currentStreak: 4 })], [task({ id: 11, title: 'Stretch', completed: true })]);
    expect(rows[0]?.text).toEqual(['Stretch', 'Streak 5']);
  });

  it('lists a habit done today that has no task today, and says so without a box', () => {
    const { rows } = render([habit({ seriesId: 5, title: 'Extra run', days: days('r', 'd'), currentStreak: 2 })], []);
    expect(rows.map((row) => row.text)).toEqual([['Extra run', 'Done today. ', 'Streak 2']]);
    expect(rows[0]?.checkbox).toBeUndefined();
  });

  it('says what a skipped task is', () => {
    const { rows } = render([habit({ seriesId: 1, title: 'Stretch', todayTodoId: 11, days: days('d', 's') })], [task({ id: 11, title: 'Stretch', skipped: true })]);
    expect(rows[0]?.text).toEqual(['Stretch', 'Streak 1 · Skipped today']);
  });

  it('invites to make a task repeat when no habit falls on today', () => {
    const { html, rows } = render([habit({ seriesId: 2, title: 'Weekly review', days: days('d', 'r') })], []);
    expect(rows).toEqual([]);
    expect(html).toContain('No habits today. Make a task repeat to build one.');
  });
});
