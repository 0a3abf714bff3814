import type { Goal } from '@shared/schemas/goals';
import { toIsoTimestamp, type Timestamp } from '../../db/raw-query';

/** A goal row as either path reads it: Drizzle gives a date, the batched list statement ISO text. */
export interface GoalRecord extends Omit<Goal, 'deadline'> {
  deadline: Timestamp;
}

/** The answer's goal: exactly the fields of the schema, so nothing a statement adds leaks. */
export function toGoalDto(row: GoalRecord): Goal {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    deadline: toIsoTimestamp(row.deadline),
    progress: row.progress,
    parentId: row.parentId,
    progressFromHabits: row.progressFromHabits,
    reminderDaysBefore: row.reminderDaysBefore,
    version: row.version,
  };
}
