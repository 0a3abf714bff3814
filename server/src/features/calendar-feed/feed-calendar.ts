import { TZDate, tz } from '@date-fns/tz';
import { format } from 'date-fns';
import ical, { ICalEventTransparency, type ICalCalendar } from 'ical-generator';
import { feedRecurrence, feedTitle, followsItsSeries, recurrenceShows, type FeedRecurrence, type FeedWindow } from '@shared/domain/calendar-feed';
import { occurrenceDueInstant } from '@shared/domain/recurrence';
import { addDaysToKey, zonedDateKey } from '@shared/domain/zoned-days';
import type { FeedData, FeedSeriesRow, FeedTaskRow } from './feed-data';
import { foldLines } from './fold-lines';
import { vtimezoneFor } from './vtimezone';

const MINUTE_MS = 60_000;
/** How often calendar apps are asked to fetch the feed again (they may take longer: Google takes hours). */
const REFRESH_SECONDS = 60 * 60;

const uid = {
  task: (id: number) => `todo-${id}@stepwise`,
  series: (id: number) => `series-${id}@stepwise`,
  goal: (id: number) => `goal-${id}@stepwise`,
};

/** What one event shows: a task, or a series' repeating one. */
interface EventContent {
  uid: string;
  summary: string;
  description: string | null;
  day: string;
  /** HH:MM, or null for an all-day event. */
  plannedTime: string | null;
  pomodoros: number;
  /** The zone the day and planned time are in. */
  timeZone: string;
}

/**
 * Text as RFC 5545 carries it: no control characters but tabs and line breaks (which ical-generator
 * escapes, with commas, semicolons and backslashes). A person can type them; a calendar app may refuse
 * a whole feed for one.
 */
// eslint-disable-next-line no-control-regex -- control characters are what it removes
const calendarText = (text: string) => text.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, '');

/** The task's own words, then the goal it works towards. */
function describeTask(description: string | null, goalTitle: string | null): string | null {
  const parts = [description?.trim() ? description : null, goalTitle === null ? null : `Goal: ${goalTitle}`].filter((part) => part !== null);
  return parts.length > 0 ? parts.join('\n\n') : null;
}

const compactDay = (day: string) => day.replaceAll('-', '');
const utcMidnight = (day: string) => new Date(`${day}T00:00:00Z`);
/** An instant as RFC 5545's UTC DATE-TIME ('20260310T110000Z'). */
const utcDateTime = (instant: Date) => instant.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

/**
 * The RRULE and EXDATE lines of a series' event. An end is written as UNTIL in the form the event's
 * start takes: a date for an all-day event, the last day's UTC instant for a timed one (RFC 5545).
 */
function recurrenceLines(recurrence: FeedRecurrence, content: EventContent): string {
  const { plannedTime, timeZone } = content;
  const until =
    recurrence.lastDay === null
      ? ''
      : `;UNTIL=${plannedTime === null ? compactDay(recurrence.lastDay) : utcDateTime(occurrenceDueInstant(recurrence.lastDay, plannedTime, timeZone))}`;
  const lines = [`RRULE:${recurrence.rule}${until}`];
  if (recurrence.exceptDays.length > 0) {
    lines.push(
      plannedTime === null
        ? `EXDATE;VALUE=DATE:${recurrence.exceptDays.map(compactDay).join(',')}`
        : `EXDATE;TZID=${timeZone}:${recurrence.exceptDays.map((day) => `${compactDay(day)}T${plannedTime.replace(':', '')}00`).join(',')}`,
    );
  }
  return lines.join('\n');
}

/**
 * Adds one event: at its planned time in its zone for as long as its focus sessions take, else all day
 * (shown free, since it books no hour).
 */
function addEvent(calendar: ICalCalendar, content: EventContent, focusMinutes: number, now: Date, recurrence?: FeedRecurrence): void {
  const { plannedTime, timeZone, day } = content;
  const common = {
    id: content.uid,
    stamp: now,
    summary: calendarText(content.summary),
    description: content.description === null ? null : calendarText(content.description),
    repeating: recurrence ? recurrenceLines(recurrence, content) : null,
  };
  if (plannedTime === null) {
    calendar.createEvent({
      ...common,
      allDay: true,
      start: utcMidnight(day),
      end: utcMidnight(addDaysToKey(day, 1)),
      transparency: ICalEventTransparency.TRANSPARENT,
    });
    return;
  }
  const start = occurrenceDueInstant(day, plannedTime, timeZone).getTime();
  calendar.createEvent({
    ...common,
    // A TZDate is written as wall-clock time in its zone, with the zone's TZID and VTIMEZONE.
    start: new TZDate(start, timeZone),
    end: new TZDate(start + content.pomodoros * focusMinutes * MINUTE_MS, timeZone),
    timezone: timeZone,
  });
}

interface PlacedTask {
  task: FeedTaskRow;
  /** The day it is due, in its series' zone or else the feed's. */
  day: string;
  /** Its series, when the task is just what that series makes for its day (so the series' event may show it). */
  followed: FeedSeriesRow | null;
}

/**
 * The person's calendar (RFC 5545) over the window (days in the feed's `timeZone`): each series as one
 * repeating event, tasks with a planned time as timed events, other tasks and goal deadlines as all-day
 * events. Completed and failed tasks stay, marked; skipped ones are left out.
 */
export function feedCalendar(data: FeedData, timeZone: string, window: FeedWindow, now: Date): string {
  const calendar = ical({
    name: 'Stepwise',
    description: 'Tasks and goal deadlines from Stepwise',
    prodId: { company: 'Stepwise', product: 'Calendar feed', language: 'EN' },
    ttl: REFRESH_SECONDS,
  });

  const seriesById = new Map(data.series.map((series) => [series.id, series]));
  const placed: PlacedTask[] = data.tasks.map((task) => {
    const day = zonedDateKey(task.dueDate, task.seriesTimeZone ?? timeZone);
    const series = task.seriesId === null ? undefined : seriesById.get(task.seriesId);
    return { task, day, followed: series !== undefined && followsItsSeries({ ...task, day }, series) ? series : null };
  });

  const followingDays = new Map<number, Set<string>>();
  for (const { followed, day } of placed) {
    if (followed) followingDays.set(followed.id, (followingDays.get(followed.id) ?? new Set()).add(day));
  }

  const recurrences = new Map<number, FeedRecurrence | null>();
  for (const series of data.series) {
    const recurrence = feedRecurrence(series, followingDays.get(series.id) ?? new Set(), window, zonedDateKey(now, series.timeZone));
    recurrences.set(series.id, recurrence);
    if (!recurrence) continue;
    const content = {
      uid: uid.series(series.id),
      summary: series.title,
      description: describeTask(series.description, series.goalTitle),
      day: recurrence.firstDay,
      plannedTime: series.plannedTime,
      pomodoros: series.pomodoros,
      timeZone: series.timeZone,
    };
    addEvent(calendar, content, data.focusMinutes, now, recurrence);
  }

  for (const { task, day, followed } of placed) {
    if (day < window.first || day > window.last) continue;
    if (followed && recurrenceShows(recurrences.get(followed.id) ?? null, day)) continue;
    const content = {
      uid: uid.task(task.id),
      summary: feedTitle(task.title, task),
      description: describeTask(task.description, task.goalTitle),
      day,
      plannedTime: task.plannedTime,
      pomodoros: task.pomodoros,
      timeZone: task.seriesTimeZone ?? timeZone,
    };
    addEvent(calendar, content, data.focusMinutes, now);
  }

  for (const goal of data.goals) {
    const day = zonedDateKey(goal.deadline, timeZone);
    if (day < window.first || day > window.last) continue;
    const due = `Due ${format(goal.deadline, 'MMM d, yyyy, h:mm a', { in: tz(timeZone) })}`;
    const content = {
      uid: uid.goal(goal.id),
      summary: feedTitle(`Deadline: ${goal.title}`, { completed: goal.progress >= 100, failed: false }),
      description: goal.description?.trim() ? `${due}\n\n${goal.description}` : due,
      day,
      plannedTime: null,
      pomodoros: 1,
      timeZone,
    };
    addEvent(calendar, content, data.focusMinutes, now);
  }

  return calendarFile(calendar, now);
}

/**
 * The calendar as a file: its own properties as ical-generator writes them, then a VTIMEZONE for each
 * zone a timed event names (there is no calendar-wide zone: all-day events are plain dates), then the
 * events, folded here at once (`foldLines`).
 */
function calendarFile(calendar: ICalCalendar, now: Date): string {
  const events = calendar.events();
  const zones = new Set(events.map((event) => event.timezone()).filter((zone) => zone !== null));
  const components = [...[...zones].map((zone) => `${vtimezoneFor(zone, now)}\r\n`), ...events.map((event) => event.toString())].join('');
  const properties = calendar.clear().toString();
  return properties.replace(/END:VCALENDAR$/, `${foldLines(components)}END:VCALENDAR`);
}
