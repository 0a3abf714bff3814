import type { DailyPlan } from '@shared/schemas/daily-plans';
import type { Goal } from '@shared/schemas/goals';
import { PRIORITIES } from '@shared/domain/priority';
import type { Todo } from '@shared/schemas/todos';
import type { HttpClient, HttpResponse } from './http-client';

type Fields = Record<string, unknown>;

interface Tracked<T> {
  /** The record as the server answered the last acknowledged (2xx) write. */
  acked?: T;
  /** A write that was sent but never answered: the server may or may not have committed it. */
  pending?: Fields;
}

/** Small seeded generator, so that a failing stream can be told apart from the next one by its seed. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Titles start with a tag that names the record for its whole life: `r<round>w<writer>n<number>`. */
const TAG = /^(r\d+w\d+n\d+) /;
const writerOf = (tag: string) => Number(/w(\d+)n/.exec(tag)?.[1]);

/** The request never got an answer: the server died under it. Anything else is a real failure. */
function isLostRequest(error: unknown): boolean {
  return error instanceof TypeError || (error instanceof Error && error.name === 'AbortError');
}

/**
 * Drives a stream of creates and updates of goals, tasks and daily plans and remembers what the
 * server acknowledged, so that after a crash the stored data can be compared with it. Each worker
 * writes only its own records, one request at a time, so every record has one exact expected state
 * plus at most one unanswered write.
 */
export class WriteLedger {
  readonly goals = new Map<string, Tracked<Goal>>();
  readonly todos = new Map<string, Tracked<Todo>>();
  readonly plans = new Map<string, Tracked<DailyPlan>>();
  acknowledged = 0;
  private stopping = false;

  constructor(private readonly seed: number) {}

  /**
   * Runs `workers` concurrent writers until their server stops answering (or `stop()` is called).
   * Resolves with the number of writes that were left unanswered.
   */
  async run(client: HttpClient, round: number, workers: number): Promise<number> {
    this.stopping = false;
    const writers = Array.from({ length: workers }, (_, worker) =>
      this.writer(client.clone(), round, worker, seededRandom(this.seed + round * 1000 + worker)),
    );
    const results = await Promise.all(writers);
    return results.filter(Boolean).length;
  }

  stop(): void {
    this.stopping = true;
  }

  /** One writer: returns true when its last request was lost (sent, never answered). */
  private async writer(client: HttpClient, round: number, worker: number, random: () => number): Promise<boolean> {
    let number = 0;
    const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)];
    const someTime = () => new Date(Date.UTC(2030, 0, 1) + Math.floor(random() * 365 * 24 * 60) * 60_000).toISOString();
    const someText = () => (random() < 0.2 ? null : `text ${Math.floor(random() * 1e9).toString(36)}`);
    const own = <T>(records: Map<string, Tracked<T>>) =>
      [...records.entries()].filter(([tag, tracked]) => writerOf(tag) === worker && tracked.acked);

    while (!this.stopping) {
      const choice = random();
      const ownGoals = own(this.goals);
      const ownTodos = own(this.todos);
      try {
        if (choice < 0.25 || ownGoals.length === 0) {
          const tag = `r${round}w${worker}n${number++}`;
          const parent = random() < 0.4 ? pick(ownGoals)?.[1].acked?.id : undefined;
          const body = { title: `${tag} v0`, description: someText(), deadline: someTime(), parentId: parent ?? null };
          await this.write(this.goals, tag, body, () => client.post('/api/goals', body), 201);
        } else if (choice < 0.5) {
          const tag = `r${round}w${worker}n${number++}`;
          const goalId = random() < 0.6 ? (pick(ownGoals)?.[1].acked?.id ?? null) : null;
          const body = {
            title: `${tag} v0`,
            description: someText(),
            dueDate: someTime(),
            priority: pick(PRIORITIES),
            plannedTime: random() < 0.5 ? null : `${String(Math.floor(random() * 24)).padStart(2, '0')}:30`,
            pomodoros: 1 + Math.floor(random() * 8),
            goalId,
          };
          await this.write(this.todos, tag, body, () => client.post('/api/todos', body), 201);
        } else if (choice < 0.65) {
          const [tag, tracked] = pick(ownGoals) as [string, Tracked<Goal>];
          const goal = tracked.acked as Goal;
          const patch = { title: `${tag} v${number++}`, description: someText(), deadline: someTime() };
          await this.write(this.goals, tag, patch, () => client.patch(`/api/goals/${goal.id}`, patch), 200);
        } else if (choice < 0.85 && ownTodos.length > 0) {
          const [tag, tracked] = pick(ownTodos) as [string, Tracked<Todo>];
          const todo = tracked.acked as Todo;
          const patch = {
            title: `${tag} v${number++}`,
            priority: pick(PRIORITIES),
            completed: random() < 0.5,
            dueDate: someTime(),
            pomodoros: 1 + Math.floor(random() * 8),
          };
          await this.write(this.todos, tag, patch, () => client.patch(`/api/todos/${todo.id}`, patch), 200);
        } else {
          // Each writer has its own days, so no two writers race for one plan.
          const date = `2031-${String(worker + 1).padStart(2, '0')}-0${1 + Math.floor(random() * 5)}`;
          const body = { date, notes: `worker ${worker} note ${Math.floor(random() * 1e9).toString(36)}` };
          await this.write(this.plans, date, body, () => client.post('/api/daily-plans', body), 200);
        }
      } catch (error) {
        if (isLostRequest(error)) return true;
        throw error;
      }
    }
    return false;
  }

  private async write<T>(
    records: Map<string, Tracked<T>>,
    key: string,
    sent: Fields,
    send: () => Promise<HttpResponse>,
    status: number,
  ): Promise<void> {
    const tracked = records.get(key) ?? {};
    records.set(key, tracked);
    tracked.pending = sent;
    const response = await send();
    if (response.status !== status) {
      throw new Error(`write of ${key} answered ${response.status}: ${JSON.stringify(response.body)}`);
    }
    const problems = differences(response.body as Fields, sent, `answer to ${key}`);
    if (problems.length > 0) throw new Error(problems.join('\n'));
    tracked.acked = response.body as T;
    tracked.pending = undefined;
    this.acknowledged++;
  }

  /** How many writes were sent but never answered. */
  get unanswered(): number {
    return [...this.goals.values(), ...this.todos.values(), ...this.plans.values()].filter((tracked) => tracked.pending)
      .length;
  }

  /**
   * Reads everything back and lists every difference from what was acknowledged: a lost or altered
   * record, a record nobody acknowledged or sent, a task or subgoal pointing at a missing goal.
   * Afterwards the ledger holds what is stored, so the next round builds on it.
   */
  async verify(client: HttpClient): Promise<{ problems: string[]; verified: number; settledUnanswered: number }> {
    const problems: string[] = [];
    const goals = (await client.get('/api/goals')).body as Goal[];
    const todos = (await client.get('/api/todos')).body as Todo[];
    let verified = 0;
    let settledUnanswered = 0;

    const check = <T extends { title: string }>(kind: string, records: Map<string, Tracked<T>>, stored: T[]) => {
      const seen = new Set<string>();
      for (const record of stored) {
        const tag = TAG.exec(record.title)?.[1];
        const tracked = tag ? records.get(tag) : undefined;
        if (!tag || !tracked) {
          problems.push(`${kind} nobody wrote: ${JSON.stringify(record)}`);
          continue;
        }
        seen.add(tag);
        const { acked, pending } = tracked;
        const asAcked = acked ? differences(record as Fields, acked as Fields, `${kind} ${tag}`) : ['not acknowledged'];
        if (asAcked.length === 0) verified++;
        else if (pending && matchesPending(record as Fields, acked as Fields | undefined, pending)) settledUnanswered++;
        else problems.push(...asAcked);
        tracked.acked = record;
        tracked.pending = undefined;
      }
      for (const [tag, tracked] of records) {
        if (seen.has(tag)) continue;
        if (tracked.acked) problems.push(`${kind} ${tag} was acknowledged but is gone: ${JSON.stringify(tracked.acked)}`);
        // An unanswered create that never happened is fine.
        records.delete(tag);
      }
    };
    check('goal', this.goals, goals);
    check('todo', this.todos, todos);

    const goalIds = new Set(goals.map((goal) => goal.id));
    for (const goal of goals) {
      if (goal.parentId !== null && !goalIds.has(goal.parentId)) problems.push(`goal ${goal.id} has a missing parent`);
    }
    for (const todo of todos) {
      if (todo.goalId !== null && !goalIds.has(todo.goalId)) problems.push(`todo ${todo.id} has a missing goal`);
      if (todo.completed !== (todo.completedAt !== null)) problems.push(`todo ${todo.id}: completedAt does not match completed`);
    }

    for (const [date, tracked] of this.plans) {
      const stored = (await client.get(`/api/daily-plans?date=${date}`)).body as DailyPlan;
      const { acked, pending } = tracked;
      if (acked && differences(stored as unknown as Fields, acked as unknown as Fields, `plan ${date}`).length === 0) {
        verified++;
      } else if (pending && stored.notes === pending.notes) {
        settledUnanswered++;
      } else if (!acked && pending && stored.updatedAt === null) {
        // An unanswered first save that never happened.
      } else {
        problems.push(`plan ${date}: stored ${JSON.stringify(stored)}, acknowledged ${JSON.stringify(acked)}`);
      }
      tracked.acked = stored.updatedAt === null ? undefined : stored;
      tracked.pending = undefined;
      if (!tracked.acked) this.plans.delete(date);
    }
    return { problems, verified, settledUnanswered };
  }
}

/** Fields of `expected` that `actual` does not have exactly. */
function differences(actual: Fields, expected: Fields, what: string): string[] {
  return Object.entries(expected)
    .filter(([key, value]) => actual[key] !== value)
    .map(([key, value]) => `${what}: ${key} is ${JSON.stringify(actual[key])}, expected ${JSON.stringify(value)}`);
}

/**
 * A record whose last write went unanswered must be either the acknowledged state (checked before)
 * or that state with the whole unanswered write applied: never a mix.
 */
function matchesPending(stored: Fields, acked: Fields | undefined, pending: Fields): boolean {
  // The server derives completedAt from `completed` (the verifier checks the two agree), and raises the version.
  const { completedAt, version: _version, ...before } = acked ?? {};
  const expected = { ...before, ...(pending.completed === undefined && acked && { completedAt }), ...pending };
  return differences(stored, expected, '').length === 0;
}
