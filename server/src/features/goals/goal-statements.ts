// The goal list, which every signed-in page reads, batched like the task lists. docs/decisions/0013.
import type { Goal, GoalListQuery } from '@shared/schemas/goals';
import type { Database } from '../../db/client';
import { createListBatcher, type ListRow } from '../../db/list-batcher';
import { perDatabase } from '../../db/per-database';
import { isoTimestamp, rawQueryOf } from '../../db/raw-query';
import { toGoalDto } from './goal-dto';

interface GoalRow extends Goal, ListRow {}

export interface GoalListRequest {
  userId: number;
  query: GoalListQuery;
}

/** Names a goal list: two requests with the same key ask for the same goals (while the data stays as it is). */
export const goalListKey = ({ userId, query }: GoalListRequest): string =>
  `${userId} ${query.deadlineFrom?.getTime()} ${query.deadlineTo?.getTime()}`;

const listBatcher = perDatabase((db) =>
  createListBatcher<GoalListRequest, GoalRow, Goal>({
    query: rawQueryOf(db),
    statement: {
      name: 'list_goals',
      // An absent bound is an open end; both bounds are parameters of the user-and-deadline index scan.
      text: `select r.item::int as item, g.user_id as "ownerId", g.id, g.title, g.description, ${isoTimestamp('g.deadline')} as deadline, g.progress,
          g.parent_id as "parentId", g.progress_from_habits as "progressFromHabits",
          g.reminder_days_before as "reminderDaysBefore", g.version
        from unnest($1::int[], $2::timestamptz[], $3::timestamptz[]) with ordinality as r(user_id, deadline_from, deadline_to, item)
        cross join lateral (
          select * from goals g
          where g.user_id = r.user_id
            and g.deadline >= coalesce(r.deadline_from, '-infinity') and g.deadline < coalesce(r.deadline_to, 'infinity')
        ) g
        order by r.item, g.deadline, g.id`,
    },
    ownerOf: (request) => request.userId,
    keyOf: goalListKey,
    parametersOf: (requests) => [
      requests.map((request) => request.userId),
      requests.map((request) => request.query.deadlineFrom?.toISOString() ?? null),
      requests.map((request) => request.query.deadlineTo?.toISOString() ?? null),
    ],
    entryOf: toGoalDto,
  }),
);

/** The user's goals within the deadline window, by deadline. */
export function listGoalsBatched(db: Database, request: GoalListRequest): Promise<readonly Goal[]> {
  return listBatcher(db)(request);
}
