import type { Random } from './random';

// Plain, plausible words for goals, tasks, notes and feelings: enough variety that pages and
// payloads look like a real person's, without any real person's data.

const GOAL_THEMES = [
  'Run a half marathon',
  'Learn Spanish to B2',
  'Ship the side project',
  'Read 40 books',
  'Save for a new bike',
  'Renovate the kitchen',
  'Get the AWS certification',
  'Write a short-story collection',
  'Plan the family trip to Japan',
  'Grow the vegetable garden',
  'Learn to play the piano',
  'Pay off the car loan',
  'Launch the newsletter',
  'Improve sleep habits',
  'Organise the photo archive',
  'Cook through the Italian cookbook',
  'Prepare for the job interview season',
  'Build a reading habit with the kids',
  'Declutter the apartment',
  'Swim 2 km without stopping',
] as const;

const STEP_VERBS = ['Plan', 'Research', 'Draft', 'Review', 'Practise', 'Finish', 'Prepare', 'Book', 'Set up', 'Test'] as const;
const STEP_OBJECTS = [
  'the first milestone',
  'week one',
  'the budget',
  'the schedule',
  'the checklist',
  'materials',
  'the outline',
  'phase two',
  'feedback round',
  'the final version',
  'the routine',
  'the next chapter',
] as const;

const TASK_VERBS = ['Call', 'Email', 'Write', 'Read', 'Buy', 'Clean', 'Practise', 'Fix', 'Review', 'Plan', 'Update', 'Sort'] as const;
const TASK_OBJECTS = [
  'the landlord',
  'chapter notes',
  'running shoes',
  'the garage',
  'vocabulary cards',
  'the bug in the export',
  'pull request',
  'weekly menu',
  'tax documents',
  'the slide deck',
  'seed trays',
  'the budget sheet',
  'interval training',
  'old photos',
] as const;

const NOTE_LINES = [
  'Top priority: finish the draft before lunch.',
  'Block two focus sessions in the morning.',
  'Keep the afternoon free for errands.',
  '- review yesterday’s open tasks',
  '- 30 minutes of reading',
  '- call back about the appointment',
  'Energy was low yesterday, start with something small.',
  'Remember to stretch after the run.',
  'Evening: plan tomorrow and tidy the desk.',
  'Waiting on feedback, follow up if nothing by 15:00.',
] as const;

export const EMOTIONS = ['Motivated', 'Anxious', 'Confident', 'Overwhelmed', 'Excited', 'Frustrated', 'Calm', 'Proud'] as const;

export const mainGoalTitle = (random: Random, index: number) =>
  index < GOAL_THEMES.length ? (GOAL_THEMES[index] as string) : `${random.pick(GOAL_THEMES)} (${Math.floor(index / GOAL_THEMES.length) + 1})`;

export const subgoalTitle = (random: Random) => `${random.pick(STEP_VERBS)} ${random.pick(STEP_OBJECTS)}`;

export const taskTitle = (random: Random) => `${random.pick(TASK_VERBS)} ${random.pick(TASK_OBJECTS)}`;

export const shortDescription = (random: Random) =>
  random.pick([
    'Keep it small and concrete.',
    'Takes about half an hour.',
    'Check the notes from last week first.',
    'Ask for help if it gets stuck.',
    'Needs a quiet hour.',
  ]);

export function planNotes(random: Random): string {
  const lines = Array.from({ length: random.int(3, 12) }, () => random.pick(NOTE_LINES));
  return lines.join('\n');
}

const HABITS = [
  'Morning stretch',
  'Read 20 pages',
  'Walk 8,000 steps',
  'Practise Spanish for 15 minutes',
  'Meditate for 10 minutes',
  'Journal three lines',
  'Drink two litres of water',
  'Practise the piano',
  'Inbox to zero',
  'Plan tomorrow',
  'Evening run',
  'Floss',
  'Review flashcards',
  'Tidy the desk',
  'No screens after 22:00',
  'Strength training',
  'Write 300 words',
  'Call a friend',
] as const;

export const habitTitle = (random: Random) => random.pick(HABITS);
