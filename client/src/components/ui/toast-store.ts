import { useSyncExternalStore } from 'react';

export interface ToastMessage {
  id: number;
  title: string;
  description?: string | undefined;
  variant?: 'default' | 'destructive' | 'success';
  /** One button beside the text (Undo); `altText` says how to do the same without the toast, for screen readers. */
  action?: { label: string; altText: string; onClick(): void } | undefined;
}

type Listener = () => void;

/** Spec section 9: one toast visible at a time; a new one replaces the one on screen. */
let current: ToastMessage[] = [];
let nextId = 1;
const listeners = new Set<Listener>();

function emit(): void {
  for (const listener of listeners) listener();
}

export function toast(message: Omit<ToastMessage, 'id'>): void {
  current = [{ ...message, id: nextId++ }];
  emit();
}

export function dismissToast(id: number): void {
  current = current.filter((message) => message.id !== id);
  emit();
}

export function useToasts(): ToastMessage[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
  );
}

const AFTER_RELOAD_KEY = 'stepwise.toastAfterReload';

/** Keeps a toast for the next page load, for actions that end with a full navigation (logout). */
export function toastAfterReload(message: Omit<ToastMessage, 'id'>): void {
  try {
    sessionStorage.setItem(AFTER_RELOAD_KEY, JSON.stringify(message));
  } catch (error) {
    console.warn('Could not keep the toast for the next page', error);
  }
}

/** Shows the toast a previous page asked for, once. */
export function showToastFromLastPage(): void {
  try {
    const stored = sessionStorage.getItem(AFTER_RELOAD_KEY);
    if (!stored) return;
    sessionStorage.removeItem(AFTER_RELOAD_KEY);
    toast(JSON.parse(stored) as Omit<ToastMessage, 'id'>);
  } catch (error) {
    console.warn('Could not read the toast from the last page', error);
  }
}
