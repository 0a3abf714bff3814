import { errandKind, gardenKind, movingKind, purchaseKind, repairKind, sellingKind, sleepKind, techChoreKind } from './errand-kinds';
import type { GoalKind } from './goal-kinds';
import { growthKind, reductionKind } from './growth-kinds';
import { examKind, languageKind, readingKind, skillKind, writingKind } from './learning-kinds';
import { fitnessKind, habitKind, healthKind, homeProjectKind, runningKind, tidyingKind, travelKind } from './life-kinds';
import { communityKind, eventKind, petKind, productivityKind, relationshipKind, wellbeingKind } from './people-kinds';
import { budgetKind, businessKind, careerKind, creativeKind, sportKind, studyKind } from './work-kinds';
import { debtKind, jobKind, savingKind, softwareKind } from './work-money-kinds';

/**
 * The kinds of goal the built-in provider knows, most specific first: on equal scores the earlier kind
 * wins, so habits (which any "daily" goal also matches) come last.
 */
export const KNOWLEDGE_TABLE: readonly GoalKind[] = [
  growthKind,
  reductionKind,
  languageKind,
  examKind,
  purchaseKind,
  errandKind,
  movingKind,
  sellingKind,
  sleepKind,
  eventKind,
  petKind,
  writingKind,
  readingKind,
  studyKind,
  creativeKind,
  sportKind,
  skillKind,
  runningKind,
  fitnessKind,
  healthKind,
  softwareKind,
  businessKind,
  careerKind,
  jobKind,
  debtKind,
  budgetKind,
  savingKind,
  travelKind,
  relationshipKind,
  wellbeingKind,
  productivityKind,
  communityKind,
  repairKind,
  gardenKind,
  techChoreKind,
  tidyingKind,
  homeProjectKind,
  habitKind,
];
