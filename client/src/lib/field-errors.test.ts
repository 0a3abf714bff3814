import { describe, expect, it, vi } from 'vitest';
import type { UseFormReturn } from 'react-hook-form';
import { ApiError } from './api-client';
import { showFieldErrors } from './field-errors';

type Values = { title: string; repeat: { choice: string } };

function fakeForm() {
  const setError = vi.fn();
  const form = { getValues: () => ({ title: 'Run', repeat: { choice: 'daily' } }), setError } as unknown as UseFormReturn<Values>;
  return { form, setError };
}

const refusal = (fieldErrors: Record<string, string[]>) =>
  new ApiError(400, '400: Invalid input', { message: 'Invalid input', fieldErrors });

describe('showFieldErrors', () => {
  it('puts each message under the form’s field of the same name, focusing the first', () => {
    const { form, setError } = fakeForm();
    expect(showFieldErrors(form, refusal({ title: ['Title is too long'], version: ['Stale'] }))).toBe(true);
    expect(setError.mock.calls).toEqual([['title', { type: 'server', message: 'Title is too long' }, { shouldFocus: true }]]);
  });

  it('puts a request field’s message where the form says, when it names it otherwise', () => {
    const { form, setError } = fakeForm();
    const fieldOf = (name: string) => (name.startsWith('repeat') ? ('repeat.choice' as const) : undefined);
    expect(showFieldErrors(form, refusal({ 'repeat.rule': ['Choose how the task repeats'], title: ['x'] }), fieldOf)).toBe(true);
    expect(setError.mock.calls).toEqual([['repeat.choice', { type: 'server', message: 'Choose how the task repeats' }, { shouldFocus: true }]]);
  });

  it('does nothing for other failures', () => {
    const { form, setError } = fakeForm();
    expect(showFieldErrors(form, new Error('offline'))).toBe(false);
    expect(setError).not.toHaveBeenCalled();
  });
});
