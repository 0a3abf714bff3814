import { useSyncExternalStore } from 'react';

/** One field that was changed here and, differently, in another tab or on another device. */
export interface ClashField {
  label: string;
  mine: string;
  theirs: string;
}

export interface ClashQuestion {
  /** 'This goal was changed on another device' */
  title: string;
  /** The record's name, as the person knows it. */
  name: string;
  fields: ClashField[];
}

export type ClashChoice = 'mine' | 'theirs';

interface PendingClash extends ClashQuestion {
  answer(choice: ClashChoice): void;
}

// Clashes are asked one at a time, in the order they happened.
let queue: PendingClash[] = [];
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

/** Asks the person which version of the clashing fields to keep; closing the question keeps theirs. */
export function askAboutClash(question: ClashQuestion): Promise<ClashChoice> {
  return new Promise((resolve) => {
    const pending: PendingClash = {
      ...question,
      answer: (choice) => {
        queue = queue.filter((entry) => entry !== pending);
        emit();
        resolve(choice);
      },
    };
    queue = [...queue, pending];
    emit();
  });
}

export function useCurrentClash(): PendingClash | undefined {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => queue[0],
    () => undefined,
  );
}
