import { useCallback, useEffect } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

const PREFIX = 'stepwise.formDraft:';

/** `refused`: the session ended while the save was on its way, so the values are still to be saved. */
interface StoredDraft<T> {
  values: T;
  refused: boolean;
}

function read<T>(key: string): StoredDraft<T> | null {
  try {
    const stored = sessionStorage.getItem(PREFIX + key);
    return stored === null ? null : (JSON.parse(stored) as StoredDraft<T>);
  } catch (error) {
    console.warn('Could not read the form draft', error);
    return null;
  }
}

function write<T>(key: string, draft: StoredDraft<T> | null): void {
  try {
    if (draft === null) sessionStorage.removeItem(PREFIX + key);
    else sessionStorage.setItem(PREFIX + key, JSON.stringify(draft));
  } catch (error) {
    console.warn('Could not keep the form draft', error);
  }
}

/**
 * The session ended: every form whose save is still on its way will be refused, so its values are kept
 * for after sign-in. Called before the page starts to leave, so the refusal can't arrive too late to tell.
 */
export function keepFormDraftsForSignIn(): void {
  try {
    const keys = Array.from({ length: sessionStorage.length }, (_, index) => sessionStorage.key(index));
    for (const key of keys) {
      if (!key?.startsWith(PREFIX)) continue;
      const draft = read(key.slice(PREFIX.length));
      if (draft) write(key.slice(PREFIX.length), { ...draft, refused: true });
    }
  } catch (error) {
    console.warn('Could not keep the form drafts', error);
  }
}

/**
 * What was typed into a form, held in this tab from submit until the form closes. A save refused
 * because the session ended leaves it behind, and the same form (same `key`, which names the user, so
 * nobody else signing in here sees it) opens with it after sign-in. Any other leftover (a reload while
 * saving) is dropped: its save may well have gone through. Answers the function that keeps the values.
 */
export function useFormDraft<T extends FieldValues>(form: UseFormReturn<T>, key: string | null): (values: T) => void {
  useEffect(() => {
    if (!key) return;
    const draft = read<T>(key);
    write(key, null);
    // Against the form's own starting values, so what the draft changed counts as changed.
    if (draft?.refused) form.reset(draft.values, { keepDefaultValues: true });
    // Saved, cancelled or closed, the form is done with its values, unless the session's end refused them.
    return () => {
      if (!read(key)?.refused) write(key, null);
    };
  }, [form, key]);

  return useCallback(
    (values: T) => {
      if (key) write(key, { values, refused: false });
    },
    [key],
  );
}
