import { memo } from 'react';
import { describeRepeatRule, formatDayKey, parseRRuleText } from '@shared/domain/recurrence';
import type { Habit } from '@shared/schemas/habits';
import { HabitHeatmap } from '@/components/habit-heatmap';
import { ClampedText } from '@/components/ui/clamped-text';
import { useGoalHabits } from '@/lib/habits-query';

/** 'Every weekday', or nothing for a rule the form doesn't write. */
function ruleInWords(habit: Habit): string | null {
  const rule = parseRRuleText(habit.rule, habit.startDate);
  return rule ? describeRepeatRule(rule) : null;
}

/** 'Ended Mar 1, 2027', or 'Ends …' while its last day is still to come. */
function endInWords(endDate: string, today: string | null): string {
  return `${today !== null && endDate < today ? 'Ended' : 'Ends'} ${formatDayKey(endDate)}`;
}

const HabitItem = memo(function HabitItem({ habit, today }: { habit: Habit; today: string | null }) {
  const rule = ruleInWords(habit);
  // A streak counts the days the habit fell on, which are weeks apart for a weekly one: no unit.
  const facts = [rule, `Streak ${habit.currentStreak} · Best ${habit.bestStreak}`, habit.endDate && endInWords(habit.endDate, today)];
  return (
    <li
      data-testid="goal-habit"
      data-series-id={habit.seriesId}
      className="flex min-w-0 flex-col gap-2 sm:flex-row sm:items-start sm:justify-between sm:gap-4"
    >
      <div className="grid min-w-0 flex-1 gap-0.5">
        <p className="min-w-0 text-sm font-medium text-foreground">
          <ClampedText text={habit.title} lines={3} />
        </p>
        <p className="text-xs text-muted-foreground">{facts.filter(Boolean).join(' · ')}</p>
      </div>
      <HabitHeatmap firstDay={habit.firstDay} days={habit.days} className="sm:w-48 sm:shrink-0" />
    </li>
  );
});

/** The habits that work towards a goal, on its card; nothing when it has none (or they can't be read). */
export function GoalHabits({ goalId, goalTitle }: { goalId: number; goalTitle: string }) {
  const { data } = useGoalHabits(goalId);
  if (!data || data.habits.length === 0) return null;
  const headingId = `goal-${goalId}-habits`;
  return (
    <section aria-labelledby={headingId} data-testid="goal-habits" className="mt-2 grid gap-2">
      <h4 id={headingId} className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">
        Habits<span className="sr-only"> of {goalTitle}</span>
      </h4>
      <ul className="grid gap-3">
        {data.habits.map((habit) => (
          <HabitItem key={habit.seriesId} habit={habit} today={data.today} />
        ))}
      </ul>
    </section>
  );
}
