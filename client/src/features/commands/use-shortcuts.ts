import { useEffect, useEffectEvent } from 'react';
import { PAGES } from '@shared/pages';
import { createShortcutReader, type ShortcutAction } from './shortcuts';

const OPEN_LAYER = '[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"], [role="menu"][data-state="open"], [role="listbox"][data-state="open"]';
/** What Space already means something for: the key keeps its own meaning there. */
const SPACE_TARGET = 'button, a[href], [role="checkbox"], [role="switch"], [role="slider"], [role="tab"], [role="option"], [role="menuitem"]';

function isEditable(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  return target instanceof HTMLInputElement && !['checkbox', 'radio', 'button', 'submit', 'reset', 'range'].includes(target.type);
}

/** Reads the keyboard for the whole signed-in app (now at `location`) and hands each shortcut to `onAction`. */
export function useShortcuts(onAction: (action: ShortcutAction) => void, location: string): void {
  const act = useEffectEvent(onAction);
  const currentLocation = useEffectEvent(() => location);
  useEffect(() => {
    const reader = createShortcutReader();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing) return;
      const target = event.target;
      const keepsSpace = event.key === ' ' && target instanceof HTMLElement && target.closest(SPACE_TARGET) !== null;
      const action = reader.read({
        key: event.key,
        ctrlKey: event.ctrlKey,
        metaKey: event.metaKey,
        altKey: event.altKey,
        typing: isEditable(target) || keepsSpace,
        inDialog: document.querySelector(OPEN_LAYER) !== null,
        onPomodoroPage: currentLocation() === PAGES.pomodoro.path,
        onPlanPage: currentLocation() === PAGES.dailyPlan.path,
        time: event.timeStamp,
      });
      if (!action) return;
      event.preventDefault();
      act(action);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
