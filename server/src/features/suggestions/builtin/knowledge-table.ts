import type { GoalKind } from './goal-kinds';
import { examKind, languageKind, readingKind, skillKind, writingKind } from './learning-kinds';
import { fitnessKind, habitKind, healthKind, homeProjectKind, runningKind, tidyingKind, travelKind } from './life-kinds';
import { debtKind, jobKind, savingKind, softwareKind } from './work-money-kinds';

/**
 * The kinds of goal the built-in provider knows, most specific first: on equal scores the earlier kind
 * wins, so habits (which any "daily" goal also matches) come last.
 */
export const KNOWLEDGE_TABLE: readonly GoalKind[] = [
  languageKind,
  examKind,
  writingKind,
  readingKind,
  skillKind,
  runningKind,
  fitnessKind,
  healthKind,
  softwareKind,
  jobKind,
  debtKind,
  savingKind,
  travelKind,
  tidyingKind,
  homeProjectKind,
  habitKind,
];
