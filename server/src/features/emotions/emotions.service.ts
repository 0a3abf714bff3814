import { and, desc, eq } from 'drizzle-orm';
import type { GoalEmotion, GoalEmotionCreateInput } from '@shared/schemas/emotions';
import type { Database } from '../../db/client';
import { goalEmotions } from '../../db/schema';
import { findOwnedGoal } from '../goals/goals.service';

const emotionColumns = {
  id: goalEmotions.id,
  goalId: goalEmotions.goalId,
  emotion: goalEmotions.emotion,
  intensity: goalEmotions.intensity,
  notes: goalEmotions.notes,
  createdAt: goalEmotions.createdAt,
};
type EmotionRow = Omit<GoalEmotion, 'createdAt'> & { createdAt: Date };

const toGoalEmotionDto = (row: EmotionRow): GoalEmotion => ({ ...row, createdAt: row.createdAt.toISOString() });

/** How the person has felt about a goal, newest first. */
export async function listGoalEmotions(db: Database, userId: number, goalId: number): Promise<GoalEmotion[]> {
  await findOwnedGoal(db, userId, goalId);
  const rows = await db
    .select(emotionColumns)
    .from(goalEmotions)
    .where(and(eq(goalEmotions.userId, userId), eq(goalEmotions.goalId, goalId)))
    .orderBy(desc(goalEmotions.createdAt), desc(goalEmotions.id));
  return rows.map(toGoalEmotionDto);
}

export async function logGoalEmotion(
  db: Database,
  userId: number,
  goalId: number,
  input: GoalEmotionCreateInput,
): Promise<GoalEmotion> {
  await findOwnedGoal(db, userId, goalId);
  const [row] = await db
    .insert(goalEmotions)
    .values({ goalId, userId, emotion: input.emotion, intensity: input.intensity, notes: input.notes ?? null })
    .returning(emotionColumns);
  return toGoalEmotionDto(row as EmotionRow);
}
