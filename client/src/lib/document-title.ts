import { useEffect } from 'react';

let pageTitle: string | null = null;
let timerTitle: string | null = null;

/** A running timer names the tab ('(24:55) Focus') on every page; otherwise the page does. */
function show(): void {
  const title = timerTitle ?? pageTitle;
  if (title) document.title = title;
}

/** The page's own name for the browser tab. */
export function setPageTitle(title: string): void {
  pageTitle = title;
  show();
}

/** While `title` is not null, it names the tab instead of the page (the Pomodoro timer's time left). */
export function useTimerTitle(title: string | null): void {
  useEffect(() => {
    timerTitle = title;
    show();
  }, [title]);
  useEffect(
    () => () => {
      timerTitle = null;
      show();
    },
    [],
  );
}
