import { useSyncExternalStore } from 'react';

export interface ToastAction {
  label: string;
  /** How to do the same without the toast, for screen readers. */
  altText: string;
  onClick(): void;
}

export interface ToastMessage {
  id: number;
  title: string;
  description?: string | undefined;
  variant?: 'default' | 'destructive' | 'success';
  /** One button beside the text (Undo). */
  action?: ToastAction | undefined;
  /** Several buttons under the text, for a sticky toast (a reminder's Start focus, Snooze, Done). */
  actions?: ToastAction[] | undefined;
  /**
   * A sticky toast stays until acted on or closed, beside the one passing toast of spec section 9:
   * a reminder must not vanish because the person ticked a task meanwhile. One per key.
   */
  stickyKey?: string | undefined;
}

type Listener = () => void;

/** Spec section 9: one passing toast visible at a time; a new one replaces the one on screen. */
let passing: ToastMessage[] = [];
let sticky: ToastMessage[] = [];
const NO_TOASTS: ToastMessage[] = [];
let current: ToastMessage[] = NO_TOASTS;
let nextId = 1;
const listeners = new Set<Listener>();

function emit(): void {
  current = [...sticky, ...passing];
  for (const listener of listeners) listener();
}

export function toast(message: Omit<ToastMessage, 'id' | 'stickyKey'>): void {
  passing = [{ ...message, id: nextId++ }];
  emit();
}

/** Shows a toast that stays until acted on or closed; one with the same key is replaced. */
export function stickyToast(message: Omit<ToastMessage, 'id'> & { stickyKey: string }): void {
  sticky = [...sticky.filter((other) => other.stickyKey !== message.stickyKey), { ...message, id: nextId++ }];
  emit();
}

export function dismissStickyToast(stickyKey: string): void {
  sticky = sticky.filter((message) => message.stickyKey !== stickyKey);
  emit();
}

export function dismissToast(id: number): void {
  passing = passing.filter((message) => message.id !== id);
  sticky = sticky.filter((message) => message.id !== id);
  emit();
}

/** The toasts on screen: sticky ones first, then the passing one. */
export const currentToasts = (): ToastMessage[] => current;

export function useToasts(): ToastMessage[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    currentToasts,
    // The landing page drawn in advance (and hydrated) shows no toast.
    () => NO_TOASTS,
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

/**
 * The toast the last page kept for this one, taken as this page starts: a page may itself leave before it
 * is drawn (its first read says the session ended), and the toast it keeps is the next page's to show.
 */
let toastFromLastPage = takeToastFromLastPage();

function takeToastFromLastPage(): Omit<ToastMessage, 'id'> | null {
  // The landing page drawn at build time has no storage, and no last page.
  if (typeof sessionStorage === 'undefined') return null;
  try {
    const stored = sessionStorage.getItem(AFTER_RELOAD_KEY);
    if (!stored) return null;
    sessionStorage.removeItem(AFTER_RELOAD_KEY);
    return JSON.parse(stored) as Omit<ToastMessage, 'id'>;
  } catch (error) {
    console.warn('Could not read the toast from the last page', error);
    return null;
  }
}

/** Shows the toast the last page asked for, once. */
export function showToastFromLastPage(): void {
  if (!toastFromLastPage) return;
  toast(toastFromLastPage);
  toastFromLastPage = null;
}
