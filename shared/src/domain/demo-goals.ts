/** The landing page's demo: goals that live only in the visitor's browser tab. */

export const DEMO_GOAL_DEADLINE_DAYS = 30;
export const DEMO_SUBGOAL_LEAD_DAYS = 7;
export const DEMO_TASK_PROGRESS_STEP = 10;
export const MAX_DEMO_SUGGESTIONS = 3;

const DAY_MS = 24 * 60 * 60 * 1000;

export interface DemoSubgoal {
  id: number;
  title: string;
  description: string;
  /** ISO 8601 */
  deadline: string;
  progress: number;
}

export interface DemoGoal extends DemoSubgoal {
  isExpanded: boolean;
  subgoals: DemoSubgoal[];
  suggestions: string[];
}

export interface DemoItemInput {
  id: number;
  title: string;
  description?: string;
}

/** Up to three next steps that fit any goal, worded with the goal's own title. */
export function demoSuggestionsFor(title: string): string[] {
  const goal = title.trim();
  return [
    `Write down why "${goal}" matters to you`,
    `Spend 25 focused minutes on "${goal}" today`,
    `Choose the first milestone for "${goal}"`,
  ].slice(0, MAX_DEMO_SUGGESTIONS);
}

/** A new goal, due 30 days from `now`, expanded, with its suggestions. */
export function createDemoGoal(input: DemoItemInput, now: Date): DemoGoal {
  return {
    id: input.id,
    title: input.title.trim(),
    description: input.description?.trim() ?? '',
    deadline: new Date(now.getTime() + DEMO_GOAL_DEADLINE_DAYS * DAY_MS).toISOString(),
    progress: 0,
    isExpanded: true,
    subgoals: [],
    suggestions: demoSuggestionsFor(input.title),
  };
}

/**
 * Adds a subgoal due a week before its goal. The goal keeps its progress: as on the Goals page, a goal's
 * progress is its own, and a new subgoal (at 0%) never takes away what the goal's tasks earned.
 */
export function addDemoSubgoal(goal: DemoGoal, input: DemoItemInput): DemoGoal {
  const subgoal: DemoSubgoal = {
    id: input.id,
    title: input.title.trim(),
    description: input.description?.trim() ?? '',
    deadline: new Date(Date.parse(goal.deadline) - DEMO_SUBGOAL_LEAD_DAYS * DAY_MS).toISOString(),
    progress: 0,
  };
  return { ...goal, subgoals: [...goal.subgoals, subgoal] };
}

/** Adding a task moves the goal 10 points forward, never past 100. */
export function addDemoTask(goal: DemoGoal): DemoGoal {
  return { ...goal, progress: Math.min(100, goal.progress + DEMO_TASK_PROGRESS_STEP) };
}

export function toggleDemoGoal(goal: DemoGoal): DemoGoal {
  return { ...goal, isExpanded: !goal.isExpanded };
}
