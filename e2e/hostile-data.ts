import type { Page } from '@playwright/test';
import { format } from 'date-fns';
import type { AccountExport } from '../shared/src/schemas/account-export';
import { USERNAME_MAX_LENGTH } from '../shared/src/schemas/auth';
import { GOAL_TITLE_MAX_LENGTH, TODO_TITLE_MAX_LENGTH } from '../shared/src/domain/field-limits';
import { expect, newUsername, type TestUser } from './fixtures';

/** What real people type and paste: words longer than any screen, links, emoji, right-to-left scripts. */
const unbroken = (prefix: string, length: number) => (prefix + 'x'.repeat(length)).slice(0, length);
const JOB_URL = 'https://careers.example.com/jobs/senior-frontend-engineer-remote-europe?ref=linkedin_feed_2026';
const LONG_URL = `${JOB_URL}&utm_source=newsletter&utm_campaign=spring_hiring_push_2026&utm_content=x`.slice(0, 130);
const ARABIC = 'تعلم البرمجة وتطوير تطبيقات الويب الحديثة خطوة بخطوة';
const HEBREW = 'ללמוד עברית מדוברת ולקרוא עיתון בלי מילון';
const EMOJI = '🎯🚀💪🏽👩‍💻 Ship the side project 🎉🎉🎉🧑‍🤝‍🧑🏳️‍🌈';

export const HOSTILE = {
  goalTitle: unbroken('Supercalifragilisticexpialidocious', GOAL_TITLE_MAX_LENGTH),
  taskTitle: unbroken('Pneumonoultramicroscopicsilicovolcanoconiosis', TODO_TITLE_MAX_LENGTH),
  jobUrl: JOB_URL,
  longUrl: LONG_URL,
  arabic: ARABIC,
  hebrew: HEBREW,
  emoji: EMOJI,
} as const;

/** Levels 0 to 7 of one branch, each a subgoal of the one before. */
const TREE_DEPTH = 8;
const TASK_COUNT = 300;

const inDays = (days: number, hour = 12) => {
  const date = new Date();
  date.setDate(date.getDate() + days);
  date.setHours(hour, 0, 0, 0);
  return date.toISOString();
};

/** One export file, so that 300 tasks arrive in one request instead of 300. */
function hostileExport(): AccountExport {
  const createdAt = new Date().toISOString();
  const goal = (id: number, title: string, extra: Partial<AccountExport['goals'][number]> = {}) => ({
    id,
    title,
    description: null,
    deadline: inDays(30),
    progress: 0,
    parentId: null,
    createdAt,
    ...extra,
  });
  const goals: AccountExport['goals'] = [
    goal(1, HOSTILE.jobUrl, { description: `${HOSTILE.longUrl} ${HOSTILE.hebrew}` }),
    goal(2, HOSTILE.arabic, { description: HOSTILE.hebrew, deadline: inDays(10) }),
    goal(3, HOSTILE.emoji, { description: HOSTILE.emoji.repeat(8), deadline: inDays(-3) }),
    goal(4, HOSTILE.goalTitle, { progress: 100, description: HOSTILE.longUrl }),
  ];
  // An eight-level branch under goal 1; the deepest goals are leaves with today's tasks on the planning page.
  for (let level = 1; level < TREE_DEPTH; level++) {
    const id = 10 + level;
    goals.push(goal(id, unbroken(`Level${level}`, GOAL_TITLE_MAX_LENGTH), { parentId: level === 1 ? 1 : id - 1, deadline: inDays(20 - level) }));
  }
  goals.push(goal(30, HOSTILE.hebrew, { parentId: 2, description: HOSTILE.longUrl }));
  const goalIds = goals.map(({ id }) => id);

  const titles = [HOSTILE.taskTitle, `Apply: ${HOSTILE.jobUrl}`, HOSTILE.arabic, HOSTILE.hebrew, HOSTILE.emoji];
  // A tenth today, a tenth tomorrow, three tenths later, half of them expired.
  const days = [0, 1, 2, 5, 9, -1, -2, -3, -8, -30];
  const priorities = ['urgent', 'high', 'medium', 'low'] as const;
  const todos: AccountExport['todos'] = Array.from({ length: TASK_COUNT }, (_, index) => {
    const completed = index % 11 === 0;
    return {
      title: titles[index % titles.length] as string,
      description: index % 3 === 0 ? HOSTILE.longUrl : index % 3 === 1 ? HOSTILE.arabic : null,
      // Every title on every day: the day moves on once per round of titles.
      dueDate: inDays(days[Math.floor(index / titles.length) % days.length] as number, 9 + (index % 10)),
      completed,
      failed: false,
      delayed: index % 13 === 0,
      priority: priorities[index % priorities.length] as (typeof priorities)[number],
      plannedTime: index % 4 === 0 ? `${String(8 + (index % 12)).padStart(2, '0')}:30` : null,
      goalId: goalIds[index % goalIds.length] as number,
      pomodoros: 1 + (index % 5),
      createdAt,
      completedAt: completed ? createdAt : null,
    };
  });

  return {
    format: 'stepwise-export',
    version: 1,
    exportedAt: createdAt,
    goals,
    todos,
    dailyPlans: [
      { date: format(new Date(), 'yyyy-MM-dd'), notes: `${HOSTILE.longUrl}\n${HOSTILE.arabic}\n${HOSTILE.taskTitle}`, createdAt, updatedAt: createdAt },
    ],
    goalEmotions: [],
  };
}

/** A user with the longest name allowed and no spaces in it. */
export const hostileUser = (): TestUser => ({
  username: unbroken(`${newUsername('hostile')}_`, USERNAME_MAX_LENGTH),
  password: 'secret-password',
});

/** Registers `user` through the API in this page's browser context and fills the account in one import. */
export async function seedHostileAccount(page: Page, user: TestUser = hostileUser()): Promise<TestUser> {
  expect((await page.request.post('/api/register', { data: user })).status()).toBe(201);
  const imported = await page.request.post('/api/account/import', { data: hostileExport() });
  expect(imported.status(), await imported.text()).toBe(201);
  return user;
}
