import { z } from 'zod';
import { typedTextSchema } from './common';

export const EMOTION_MAX_LENGTH = 50;
export const EMOTION_NOTES_MAX_LENGTH = 1000;
export const INTENSITY_MIN = 1;
export const INTENSITY_MAX = 5;

const intensityMessage = 'Intensity must be between 1 and 5';

/** POST /api/goals/:id/emotions: how the person feels about a goal right now. */
export const goalEmotionCreateSchema = z.object({
  emotion: typedTextSchema('Emotion is required')
    .trim()
    .min(1, 'Emotion is required')
    .max(EMOTION_MAX_LENGTH, 'Emotion is too long'),
  intensity: z
    .number({ error: intensityMessage })
    .int(intensityMessage)
    .min(INTENSITY_MIN, intensityMessage)
    .max(INTENSITY_MAX, intensityMessage),
  notes: typedTextSchema('Notes must be text')
    .max(EMOTION_NOTES_MAX_LENGTH, 'Notes are too long')
    .nullish(),
});
export type GoalEmotionCreateInput = z.infer<typeof goalEmotionCreateSchema>;

export const goalEmotionSchema = z.object({
  id: z.number().int(),
  goalId: z.number().int(),
  emotion: z.string(),
  intensity: z.number().int(),
  notes: z.string().nullable(),
  /** ISO 8601 timestamp. */
  createdAt: z.string(),
});
export type GoalEmotion = z.infer<typeof goalEmotionSchema>;
export const goalEmotionListSchema = z.array(goalEmotionSchema);
