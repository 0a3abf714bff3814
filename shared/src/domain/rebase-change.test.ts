import { describe, expect, it } from 'vitest';
import { changedFields, rebaseChange } from './rebase-change';

const base = { title: 'Run a half marathon', description: 'In May', progress: 0, parentId: null as number | null };

describe('rebaseChange', () => {
  it('sends again a field that nobody else touched', () => {
    const current = { ...base, title: 'Run a marathon', progress: 50 };
    expect(rebaseChange(base, { description: 'In October' }, current)).toEqual({
      retry: { description: 'In October' },
      clashes: [],
    });
  });

  it('reports a field changed both here and elsewhere to different values', () => {
    const current = { ...base, title: 'Run a marathon' };
    expect(rebaseChange(base, { title: 'Run 21 km', description: 'Soon' }, current)).toEqual({
      retry: { description: 'Soon' },
      clashes: [{ field: 'title', mine: 'Run 21 km', theirs: 'Run a marathon' }],
    });
  });

  it('drops a field that already holds the wanted value, whoever set it', () => {
    const current = { ...base, progress: 100 };
    expect(rebaseChange(base, { progress: 100 }, current)).toEqual({ retry: {}, clashes: [] });
    expect(rebaseChange(base, { title: base.title }, current)).toEqual({ retry: {}, clashes: [] });
  });

  it('treats null and a missing value alike and ignores fields the change leaves out', () => {
    const withUndefined = { ...base, parentId: undefined as unknown as number | null };
    expect(rebaseChange(base, { parentId: null, title: undefined }, withUndefined)).toEqual({ retry: {}, clashes: [] });
    expect(rebaseChange(base, { parentId: 4 }, { ...base, parentId: 7 })).toEqual({
      retry: {},
      clashes: [{ field: 'parentId', mine: 4, theirs: 7 }],
    });
  });

  it('clashes on a value cleared elsewhere and sends one cleared here', () => {
    expect(rebaseChange(base, { description: 'Later' }, { ...base, description: null as unknown as string })).toEqual({
      retry: {},
      clashes: [{ field: 'description', mine: 'Later', theirs: null }],
    });
    expect(rebaseChange(base, { description: null as unknown as string }, { ...base, progress: 3 })).toEqual({
      retry: { description: null },
      clashes: [],
    });
  });

  it('compares booleans and numbers by value, not by truthiness', () => {
    const task = { completed: false, pomodoros: 0 };
    expect(rebaseChange(task, { completed: true }, { completed: false, pomodoros: 2 })).toEqual({
      retry: { completed: true },
      clashes: [],
    });
    expect(rebaseChange(task, { pomodoros: 3 }, { completed: true, pomodoros: 0 })).toEqual({
      retry: { pomodoros: 3 },
      clashes: [],
    });
  });
});

describe('changedFields', () => {
  it('keeps only the fields whose value differs from the base', () => {
    expect(changedFields(base, { title: base.title, description: 'In June', progress: 0, parentId: null })).toEqual({
      description: 'In June',
    });
    expect(changedFields(base, { parentId: 3, title: undefined })).toEqual({ parentId: 3 });
    expect(changedFields(base, {})).toEqual({});
  });
});
