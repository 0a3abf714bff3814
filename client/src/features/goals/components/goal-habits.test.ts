import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Habit, HabitList } from '@shared/schemas/habits';
import { habitsQuery } from '@/lib/habits-query';
import { GoalHabits } from './goal-habits';

const TODAY = '2026-11-24';
const DAYS = 'r'.repeat(70) + 'ddddddd' + 'dt' + 'uuuuu';

function habit(fields: Partial<Habit> & Pick<Habit, 'seriesId' | 'title' | 'goalId'>): Habit {
  return {
    rule: 'FREQ=DAILY;INTERVAL=1',
    startDate: '2026-11-16',
    endDate: null,
    currentStreak: 8,
    bestStreak: 8,
    done: 8,
    due: 9,
    firstDay: '2026-09-07',
    days: DAYS,
    todayTodoId: null,
    ...fields,
  };
}

const HABITS: Habit[] = [
  habit({ seriesId: 1, title: 'Practise scales', goalId: 10, rule: 'FREQ=WEEKLY;INTERVAL=1;BYDAY=MO,TU,WE,TH,FR', currentStreak: 3, bestStreak: 12 }),
  habit({ seriesId: 2, title: 'Run 5 km', goalId: 20 }),
  habit({ seriesId: 3, title: 'Read a chapter', goalId: null }),
  habit({ seriesId: 4, title: 'Learn a new piece', goalId: 10, rule: 'FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,TH', endDate: '2026-11-20' }),
  habit({ seriesId: 5, title: 'Listen to a recording', goalId: 10, rule: 'FREQ=DAILY;INTERVAL=1;BYHOUR=7' }),
];

function render(goalId: number, list: HabitList | null = { today: TODAY, habits: HABITS }) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(habitsQuery().queryKey, list);
  const html = renderToStaticMarkup(
    createElement(QueryClientProvider, { client: queryClient }, createElement(GoalHabits, { goalId, goalTitle: 'Play the piano' })),
  );
  // Each habit's words, without its heatmap's legend.
  const items = html
    .replace(/<ul aria-hidden="true".*?<\/ul>/g, '')
    .split('<li data-testid="goal-habit" ')
    .slice(1)
    .map((item) => ({
      seriesId: Number(/^data-series-id="(\d+)"/.exec(item)?.[1]),
      text: item.replace(/^[^>]*>/, '').replace(/<[^>]+>/g, '|').split('|').filter(Boolean),
    }));
  return { html, items };
}

describe('GoalHabits', () => {
  it("lists the goal's own habits, and no other goal's or goalless ones", () => {
    const { items } = render(10);
    expect(items.map((item) => item.seriesId)).toEqual([1, 4, 5]);
    expect(render(20).items.map((item) => item.seriesId)).toEqual([2]);
  });

  it('shows each habit with its rule in words, its streaks, its end and its heatmap', () => {
    const { html, items } = render(10);
    expect(items[0]?.text).toEqual(['Practise scales', 'Every weekday · Streak 3 · Best 12']);
    expect(items[1]?.text).toEqual(['Learn a new piece', 'Every 2 weeks on Mon, Thu · Streak 8 · Best 8 · Ended Nov 20, 2026']);
    // A rule the form doesn't write goes unsaid.
    expect(items[2]?.text).toEqual(['Listen to a recording', 'Streak 8 · Best 8']);
    expect(html.match(/data-testid="habit-heatmap"/g)).toHaveLength(3);
    expect(html).toContain('aria-label="Last 12 weeks: 8 of 9 days done"');
  });

  it('is a section named after the goal', () => {
    const { html } = render(10);
    expect(html).toMatch(/<section aria-labelledby="goal-10-habits" data-testid="goal-habits"/);
    expect(html).toMatch(/<h4 id="goal-10-habits"[^>]*>Habits<span class="sr-only"> of Play the piano<\/span><\/h4>/);
  });

  it('is not there for a goal without habits, nor before the habits are read or when signed out', () => {
    expect(render(30).html).toBe('');
    expect(render(10, null).html).toBe('');
    const queryClient = new QueryClient();
    expect(renderToStaticMarkup(createElement(QueryClientProvider, { client: queryClient }, createElement(GoalHabits, { goalId: 10, goalTitle: 'x' })))).toBe('');
  });

  it('says a habit ends, rather than ended, while its last day is ahead', () => {
    const { items } = render(20, { today: TODAY, habits: [habit({ seriesId: 2, title: 'Run 5 km', goalId: 20, endDate: '2026-12-31' })] });
    expect(items[0]?.text).toEqual(['Run 5 km', 'Every day · Streak 8 · Best 8 · Ends Dec 31, 2026']);
  });
});
