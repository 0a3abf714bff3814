// Habits: each recurring task's series (with the ones it continues) seen day by day. docs/decisions/0020.
import { sql } from 'drizzle-orm';
import { habitFigures, heatmapWeeks, type HabitSegment, type HabitTasks, type OccurrenceState } from '@shared/domain/habit-streaks';
import { zonedDateKey } from '@shared/domain/zoned-days';
import { HABIT_DAY_CODES } from '@shared/domain/habit-streaks';
import type { Habit, HabitList, HabitsQuery } from '@shared/schemas/habits';
import type { Database } from '../../db/client';
import { executeRows } from '../../db/execute';
import { perDatabase } from '../../db/per-database';
import { keptUnlessMade } from '../recurrence/occurrences';
import { KeptAnswers } from '../../http/kept-answers';

interface SeriesOfHabit {
  id: number;
  previousId: number | null;
  goalId: number | null;
  title: string;
  rule: string;
  startDate: string;
  endDate: string | null;
  /**
   * Each of its tasks as its day number (days since 1970-01-01) followed by a status letter (c, s, f,
   * o): one text per series, which the driver hands over as it is and which is read back without
   * splitting it (an array of a habit's seven hundred days would be parsed element by element).
   */
  occurrences: string | null;
  /** Its task of today, if it has one. */
  todayTodoId: number | null;
}

const STATE_OF_LETTER: Record<string, OccurrenceState> = { c: 'completed', s: 'skipped', f: 'failed', o: 'open' };
const DIGIT_0 = 48;
const DIGIT_9 = 57;

/** Reads `occurrences` text, handing each task's day number and state to `take` in the text's order. */
function readOccurrences(text: string, take: (day: number, state: OccurrenceState) => void): void {
  let day = 0;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code >= DIGIT_0 && code <= DIGIT_9) day = day * 10 + (code - DIGIT_0);
    else {
      take(day, STATE_OF_LETTER[text[index]!]!);
      day = 0;
    }
  }
}

/** The tasks of a habit's series as habitFigures takes them, in day order. */
function tasksOfChain(chain: readonly SeriesOfHabit[]): HabitTasks {
  let days: number[] = [];
  let states: OccurrenceState[] = [];
  if (chain.length === 1) {
    // Most habits: one series, whose days are each once.
    readOccurrences(chain[0]!.occurrences ?? '', (day, state) => {
      days.push(day);
      states.push(state);
    });
  } else {
    const byDay = new Map<number, OccurrenceState>();
    // The newest series first, as the chain lists them: a day two series have a task for shows the older one's.
    for (const series of chain) readOccurrences(series.occurrences ?? '', (day, state) => byDay.set(day, state));
    days = [...byDay.keys()];
    states = days.map((day) => byDay.get(day)!);
  }
  // The statement reads each series' tasks by its (series, day) key, so they come in order; a chain,
  // or another plan, may not.
  for (let index = 1; index < days.length; index++) {
    if (days[index - 1]! < days[index]!) continue;
    const order = days.map((_, at) => at).sort((a, b) => days[a]! - days[b]!);
    return { days: order.map((at) => days[at]!), states: order.map((at) => states[at]!) };
  }
  return { days, states };
}

/**
 * Answers already worked out, by person, data version and day. An answer follows from the person's
 * series and tasks and the day alone, and every change to those raises the data version, which the
 * session lookup reads afresh for every request (decision 29): an answer found under the version a
 * request brings is the one reading again would give (or newer, when a change committed while it was
 * read). A toggle raises the version, so the next read works it out again.
 */
const answersOf = perDatabase(
  () =>
    new KeptAnswers<HabitList>({
      max: 5_000,
      // About what an answer holds: a few hundred bytes per habit.
      maxBytes: 64 * 2 ** 20,
      bytesOf: (answer) => 256 + answer.habits.length * 512,
    }),
);

/**
 * GET /api/habits: the person's habits, from memory while the person's data version is the one their
 * session lookup read and no task had to be made meanwhile. The answer is shared (frozen, written to
 * bytes and compressed once for every request it answers).
 */
export async function habitsAnswer(db: Database, userId: number, dataVersion: number, query: HabitsQuery, now = new Date()): Promise<HabitList> {
  const today = query.today ?? zonedDateKey(now, query.tz);
  return keptUnlessMade(db, userId, answersOf(db), `${userId}.${dataVersion}.${today}`, () => readHabits(db, userId, today), now);
}

/**
 * The person's habits up to `today`: every series that is still going or ended within the heatmap's
 * weeks, a series continued 'this and following' counted with the ones before it. One statement reads
 * the series with their tasks' days and states folded into a text each, and today's task.
 */
async function readHabits(db: Database, userId: number, today: string): Promise<HabitList> {
  const firstDay = heatmapWeeks(today)[0]![0]!;
  // A series' tasks are its owner's (todos_series_owned_fk), so they are found by the series alone:
  // the (series, day) key reads them in day order. Asking for the owner as well let the planner
  // intersect that key with the owner's every task, a thousand times slower for a person with many.
  // Day numbers rather than dates: PostgreSQL writes an integer in a fraction of the time it takes for
  // a date, and 120,000 of them are read for a person with 200 habits of two years.
  // Its estimated cost (a subquery per series over hundreds of tasks each) is past PostgreSQL's JIT
  // threshold, and compiling it cost 20–90 ms on every read, for no gain on this plan: no JIT for it.
  const rows = await db.transaction(async (tx) => {
    await tx.execute(sql`set local jit = off`);
    return executeRows<SeriesOfHabit>(
      tx,
      sql`select s.id, s.previous_id as "previousId", s.goal_id as "goalId", s.title, s.rule,
            s.start_date::text as "startDate", s.end_date::text as "endDate",
            (select string_agg((t.occurrence_date - date '1970-01-01')::text ||
                      case when t.completed then 'c' when t.skipped then 's' when t.failed then 'f' else 'o' end, '')
               from todos t where t.series_id = s.id) as occurrences,
            (select t.id from todos t where t.series_id = s.id and t.occurrence_date = ${today}::date) as "todayTodoId"
          from task_series s
          where s.user_id = ${userId}
          order by s.id`,
    );
  });
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
    // Today's task is the oldest series' of those that have one, as a day's task is.
    const todayTodoId = chain.reduce<number | null>((id, series) => series.todayTodoId ?? id, null);
    const figures = habitFigures(segments, tasksOfChain(chain), today);
    let days = '';
    for (const state of figures.heatmap) days += HABIT_DAY_CODES[state];
    habits.push({
      seriesId: head.id,
      title: head.title,
      goalId: head.goalId,
      rule: head.rule,
      startDate: segments.at(-1)!.startDate,
      endDate,
      currentStreak: figures.current,
      bestStreak: figures.best,
      done: figures.done,
      due: figures.due,
      firstDay,
      days,
      todayTodoId,
    });
  }
  return { today, habits };
}
