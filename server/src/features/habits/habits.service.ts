// Habits: each recurring task's series (with the ones it continues) seen day by day. docs/decisions/0020.
import { sql } from 'drizzle-orm';
import { habitSummary, heatmapWeeks, type HabitSegment, type OccurrenceState } from '@shared/domain/habit-streaks';
import { zonedDateKey } from '@shared/domain/zoned-days';
import { HABIT_DAY_CODES, type Habit, type HabitList, type HabitsQuery } from '@shared/schemas/habits';
import type { Database } from '../../db/client';
import { executeRows } from '../../db/execute';
import { ensureOccurrences } from '../recurrence/occurrences';

interface SeriesOfHabit {
  id: number;
  previousId: number | null;
  goalId: number | null;
  title: string;
  rule: string;
  startDate: string;
  endDate: string | null;
  /**
   * Each of its tasks as `yyyy-MM-dd`, a status letter (c, s, f, o) and, for today's, ` ` and its id,
   * oldest first, joined by commas: one text per series, which the driver hands over as it is (an
   * array of a habit's seven hundred days would be parsed element by element).
   */
  occurrences: string | null;
}

const STATE_OF_LETTER: Record<string, OccurrenceState> = { c: 'completed', s: 'skipped', f: 'failed', o: 'open' };

/**
 * The person's habits up to `today`: every series that is still going or ended within the heatmap's
 * weeks, a series continued 'this and following' counted with the ones before it. One statement reads
 * the series with their tasks. days and states folded into a text each.
 */
export async function listHabits(db: Database, userId: number, query: HabitsQuery, now = new Date()): Promise<HabitList> {
  await ensureOccurrences(db, userId, now);
  const today = query.today ?? zonedDateKey(now, query.tz);
  const firstDay = heatmapWeeks(today)[0]![0]!;
  // A series' tasks are its owner's (todos_series_owned_fk), so they are found by the series alone:
  // the (series, day) key reads them in day order. Asking for the owner as well let the planner
  // intersect that key with the owner's every task, a thousand times slower for a person with many.
  const rows = await executeRows<SeriesOfHabit>(
    db,
    sql`select s.id, s.previous_id as "previousId", s.goal_id as "goalId", s.title, s.rule,
          s.start_date::text as "startDate", s.end_date::text as "endDate",
          (select string_agg(t.occurrence_date::text ||
                    case when t.completed then 'c' when t.skipped then 's' when t.failed then 'f' else 'o' end ||
                    case when t.occurrence_date = ${today}::date then ' ' || t.id else '' end, ','
                  order by t.occurrence_date)
             from todos t where t.series_id = s.id) as occurrences
        from task_series s
        where s.user_id = ${userId}
        order by s.id`,
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  const continued = new Set(rows.map((row) => row.previousId).filter((id) => id !== null));
  const habits: Habit[] = [];
  // The newest series of each chain stands for the habit; a series continued by another is part of that one.
  for (const head of rows) {
    if (continued.has(head.id)) continue;
    const chain: SeriesOfHabit[] = [];
    for (let series: SeriesOfHabit | undefined = head; series; series = series.previousId === null ? undefined : byId.get(series.previousId)) {
      chain.push(series);
    }
    const segments: HabitSegment[] = chain
      .filter((series) => series.endDate === null || series.endDate >= series.startDate)
      .map(({ rule, startDate, endDate }) => ({ rule, startDate, endDate }));
    const endDate = head.endDate !== null && head.endDate < head.startDate ? (segments[0]?.endDate ?? head.endDate) : head.endDate;
    if (segments.length === 0 || (endDate !== null && endDate < firstDay)) continue;
    const occurrences = new Map<string, OccurrenceState>();
    let todayTodoId: number | null = null;
    for (const series of chain) {
      for (const entry of series.occurrences?.split(',') ?? []) {
        const day = entry.slice(0, 10);
        occurrences.set(day, STATE_OF_LETTER[entry[10]!]!);
        if (entry.length > 11) todayTodoId = Number(entry.slice(12));
      }
    }
    const summary = habitSummary(segments, occurrences, today);
    habits.push({
      seriesId: head.id,
      title: head.title,
      goalId: head.goalId,
      rule: head.rule,
      startDate: segments.at(-1)!.startDate,
      endDate,
      currentStreak: summary.current,
      bestStreak: summary.best,
      done: summary.done,
      due: summary.due,
      firstDay,
      days: summary.weeks.flat().map((day) => HABIT_DAY_CODES[day.state]).join(''),
      todayTodoId,
    });
  }
  return { today, habits };
}
