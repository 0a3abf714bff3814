import type { PointerEvent } from 'react';
import { cn } from '@/lib/cn';

const LINES = { 1: 'line-clamp-1', 2: 'line-clamp-2', 3: 'line-clamp-3' } as const;

/**
 * A person's text cut to a few lines so one long title can't push a list off the screen, in the
 * direction of its own script (Arabic and Hebrew read from the right). Nothing is
 * lost: screen readers get all of it (the clamp only hides overflow), a pointer resting on it shows
 * it whole as a tooltip (only when something was cut), and inside a focusable parent marked `group`
 * it unfolds while that parent has keyboard focus.
 */
export function ClampedText({ text, lines, className }: { text: string; lines: keyof typeof LINES; className?: string }) {
  return (
    <span dir="auto" className={cn(LINES[lines], 'group-focus-visible:line-clamp-none', className)} onPointerEnter={titleIfCut(text)}>
      {text}
    </span>
  );
}

/** The native tooltip, set as the pointer arrives so that it appears only on text the clamp cut short. */
const titleIfCut =
  (text: string) =>
  ({ currentTarget: element }: PointerEvent<HTMLElement>) => {
    element.title = element.scrollHeight > element.clientHeight ? text : '';
  };
