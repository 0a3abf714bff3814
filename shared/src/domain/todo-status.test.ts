import { describe, expect, it } from 'vitest';
import { resolveTodoStatusChange } from './todo-status';

describe('resolveTodoStatusChange', () => {
  it('clears failed when completed turns on', () => {
    expect(resolveTodoStatusChange({ completed: true })).toEqual({ completed: true, failed: false });
  });

  it('clears completed when failed turns on', () => {
    expect(resolveTodoStatusChange({ failed: true })).toEqual({ failed: true, completed: false });
  });

  it('turning one off leaves the other alone', () => {
    expect(resolveTodoStatusChange({ completed: false })).toEqual({ completed: false });
    expect(resolveTodoStatusChange({ failed: false })).toEqual({ failed: false });
  });

  it('keeps both when the change names both', () => {
    expect(resolveTodoStatusChange({ completed: true, failed: false })).toEqual({ completed: true, failed: false });
    expect(resolveTodoStatusChange({ completed: false, failed: false })).toEqual({ completed: false, failed: false });
  });

  it('changes nothing when neither is named', () => {
    expect(resolveTodoStatusChange({})).toEqual({});
  });
});
