import { describe, expect, it } from 'vitest';
import { isSharedAnswer } from '../shared-answers';
import { KeptAnswers } from './kept-answers';

const kept = () => new KeptAnswers<{ figures: number[] }>({ max: 10, maxBytes: 1_000, bytesOf: () => 10 });

describe('KeptAnswers', () => {
  it('works an answer out once per key, and again under another key', async () => {
    const answers = kept();
    let runs = 0;
    const work = async () => ({ figures: [++runs] });
    const first = await answers.answer('1.7', work);
    expect(await answers.answer('1.7', work)).toBe(first);
    expect(runs).toBe(1);
    expect(await answers.answer('1.8', work)).toEqual({ figures: [2] });
  });

  it('lets requests under a key being worked out wait for that one', async () => {
    const answers = kept();
    let runs = 0;
    let finish!: () => void;
    const work = () => new Promise<{ figures: number[] }>((resolve) => (finish = () => resolve({ figures: [++runs] })));
    const waiting = [answers.answer('1.7', work), answers.answer('1.7', work), answers.answer('1.7', work)];
    finish();
    const [first, ...others] = await Promise.all(waiting);
    expect(runs).toBe(1);
    for (const other of others) expect(other).toBe(first);
  });

  it('keeps nothing from a failed attempt', async () => {
    const answers = kept();
    await expect(answers.answer('1.7', () => Promise.reject(new Error('database gone')))).rejects.toThrow('database gone');
    expect(await answers.answer('1.7', async () => ({ figures: [1] }))).toEqual({ figures: [1] });
  });

  it('gives an answer larger than the largest it may keep, without keeping it', async () => {
    const answers = new KeptAnswers<{ figures: number[] }>({ max: 10, maxBytes: 1_000, maxEntryBytes: 20, bytesOf: (answer) => answer.figures.length * 10 });
    let runs = 0;
    const long = async () => ({ figures: [++runs, 0, 0] });
    expect(await answers.answer('1.7', long)).toEqual({ figures: [1, 0, 0] });
    expect(await answers.answer('1.7', long)).toEqual({ figures: [2, 0, 0] });
    const short = async () => ({ figures: [++runs] });
    expect(await answers.answer('1.8', short)).toBe(await answers.answer('1.8', short));
  });

  it('freezes and shares what it keeps, all the way down', async () => {
    const answer = await kept().answer('1.7', async () => ({ figures: [1, 2] }));
    expect(Object.isFrozen(answer) && Object.isFrozen(answer.figures)).toBe(true);
    expect(isSharedAnswer(answer)).toBe(true);
  });
});
