// J/K move through the task rows on screen; X, E and Del act on the one that holds focus.

const ROW = '[data-testid="task-row"]';
/** The event a row listens for to edit or delete itself, as its own menu would. */
export const TASK_ROW_COMMAND = 'task-row-command';
export type TaskRowCommand = 'edit' | 'delete';

const visibleRows = () =>
  Array.from(document.querySelectorAll<HTMLElement>(ROW)).filter((row) => row.getClientRects().length > 0 && !row.closest('[role="dialog"]'));
const currentRow = () => (document.activeElement instanceof HTMLElement ? document.activeElement.closest<HTMLElement>(ROW) : null);

/** Focus goes to the next or previous row's checkbox (the first row's or the last's when none has focus). */
export function moveRowFocus(move: 'next' | 'previous'): void {
  const rows = visibleRows();
  if (rows.length === 0) return;
  const index = rows.indexOf(currentRow() as HTMLElement);
  const nextIndex = index === -1 ? (move === 'next' ? 0 : rows.length - 1) : Math.min(rows.length - 1, Math.max(0, index + (move === 'next' ? 1 : -1)));
  const target = rows[nextIndex]!.querySelector<HTMLElement>('[role="checkbox"]') ?? rows[nextIndex]!;
  target.focus();
  target.scrollIntoView({ block: 'nearest' });
}

/** Ticks, edits or deletes the row that holds focus; nothing when none does. */
export function actOnFocusedRow(command: 'tick' | TaskRowCommand): void {
  const row = currentRow();
  if (!row) return;
  if (command === 'tick') return row.querySelector<HTMLElement>('[role="checkbox"]')?.click();
  row.dispatchEvent(new CustomEvent<TaskRowCommand>(TASK_ROW_COMMAND, { detail: command }));
}
