import { describe, expect, it } from 'vitest';
import { resolveTodoStatusChange } from './todo-status';

describe('resolveTodoStatusChange', () => {
  it('clears failed and skipped when completed turns on', () => {
    expect(resolveTodoStatusChange({ completed: true })).toEqual({ completed: true, failed: false, skipped: false });
  });

  it('clears completed and skipped when failed turns on', () => {
    expect(resolveTodoStatusChange({ failed: true })).toEqual({ failed: true, completed: false, skipped: false });
  });

  it('clears completed and failed when skipped turns on', () => {
    expect(resolveTodoStatusChange({ skipped: true })).toEqual({ skipped: true, completed: false, failed: false });
  });

  it('turning one off leaves the others alone', () => {
    expect(resolveTodoStatusChange({ completed: false })).toEqual({ completed: false });
    expect(resolveTodoStatusChange({ failed: false })).toEqual({ failed: false });
    expect(resolveTodoStatusChange({ skipped: false })).toEqual({ skipped: false });
  });

  it('keeps what the change names', () => {
    expect(resolveTodoStatusChange({ completed: true, failed: false })).toEqual({ completed: true, failed: false, skipped: false });
    expect(resolveTodoStatusChange({ completed: false, failed: false })).toEqual({ completed: false, failed: false });
    // An Undo sends the status as it was, all three named: nothing is added.
    expect(resolveTodoStatusChange({ completed: false, failed: false, skipped: false })).toEqual({ completed: false, failed: false, skipped: false });
    expect(resolveTodoStatusChange({ skipped: true, completed: false })).toEqual({ skipped: true, completed: false, failed: false });
  });

  it('changes nothing when none is named', () => {
    expect(resolveTodoStatusChange({})).toEqual({});
  });
});
