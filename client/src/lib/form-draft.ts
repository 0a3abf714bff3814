import { useEffect, useMemo } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { isSessionEndedError } from './api-client';

const PREFIX = 'stepwise.formDraft:';

function read<T>(key: string): T | null {
  try {
    const stored = sessionStorage.getItem(PREFIX + key);
    if (stored === null) return null;
    sessionStorage.removeItem(PREFIX + key);
    return JSON.parse(stored) as T;
  } catch (error) {
    console.warn('Could not read the form draft', error);
    return null;
  }
}

function write(key: string, values: unknown): void {
  try {
    if (values === null) sessionStorage.removeItem(PREFIX + key);
    else sessionStorage.setItem(PREFIX + key, JSON.stringify(values));
  } catch (error) {
    console.warn('Could not keep the form draft', error);
  }
}

/**
 * What was typed into a form stays in this tab while its save is on the way. A save refused because the
 * session ended sends the page to sign in; the draft outlives that load, and the same form (same `key`),
 * opened again afterwards, starts from it. The key names the user, so nobody else signing in here sees it.
 * Kept before sending rather than on the failure, which can come as the page is already leaving.
 */
export function useFormDraft<T extends FieldValues>(form: UseFormReturn<T>, key: string | null) {
  useEffect(() => {
    if (!key) return;
    const draft = read<T>(key);
    // Against the form's own starting values, so what the draft changed counts as changed.
    if (draft) form.reset(draft, { keepDefaultValues: true });
  }, [form, key]);

  return useMemo(
    () => ({
      keep(values: T): void {
        if (key) write(key, values);
      },
      /** The save is over: forget the draft, unless the session's end refused it. */
      release(error?: unknown): void {
        if (key && !isSessionEndedError(error)) write(key, null);
      },
    }),
    [key],
  );
}
