/**
 * Carrying what a day left undone over to the next day: the lines of its notes that aren't done, and its
 * open tasks.
 *
 * Lines. Notes that hold a checklist ('- [ ] call the bank', '[x] laundry', '☐ taxes') are read as one: its
 * open items are unfinished, its ticked items done, and the other lines (headings, remarks) are not to-dos.
 * Notes without a single checkbox are a plain list: every line with words is unfinished, unless it is
 * struck through ('~~…~~') or carries a check mark (✓ ✔ ✅ ☑) at its start or end. Headings ('# Morning')
 * and the marker lines of a merge are never carried. A carried line keeps its own words and box.
 */
import { OTHER_VERSION_END, OTHER_VERSION_START } from './merge-text';
import { isSettled, type BucketTask } from './task-buckets';

/** An optional list marker ('-', '*', '+', '•', '1.', '1)') and the spaces after it. */
const LIST_MARKER = String.raw`(?:[-*+•]|\d{1,9}[.)])\s+`;
const OPEN_BOX = String.raw`\[ \]|☐`;
const DONE_BOX = String.raw`\[[xX]\]|☑|☒`;
const CHECKLIST_ITEM = new RegExp(String.raw`^\s*(?:${LIST_MARKER})?(${OPEN_BOX}|${DONE_BOX})(?=\s|$)\s*(.*)$`, 'u');
const OPEN = new RegExp(String.raw`^(?:${OPEN_BOX})$`, 'u');
const LEADING_LIST_MARKER = new RegExp(String.raw`^\s*(?:${LIST_MARKER})?`, 'u');
const HEADING = /^\s*#{1,6}(?:\s|$)/;
const CHECK_MARK = String.raw`[✓✔✅☑]\uFE0F?`;
const MARKED_DONE = new RegExp(String.raw`^(?:${CHECK_MARK})|(?:${CHECK_MARK})$`, 'u');
const STRUCK_THROUGH = /^~~.+~~$/u;
const MERGE_MARKERS = new Set([OTHER_VERSION_START, OTHER_VERSION_END]);
/** A letter, a digit or a symbol such as an emoji: a line of dashes or dots says nothing to do. */
const WORDS = /[\p{L}\p{N}\p{So}]/u;

const linesOf = (notes: string) => notes.split(/\r?\n/).map((line) => line.trimEnd());

/** What a line says without its list marker, box and spacing: 'Call mum' for '- [x]  Call  mum'. */
function itemText(line: string): string {
  const checklist = CHECKLIST_ITEM.exec(line);
  const text = checklist ? checklist[2]! : line.replace(LEADING_LIST_MARKER, '');
  return text.replace(/\s+/gu, ' ').trim();
}

/** Whether a line of a plain list (no checkboxes) is still to do. */
function isOpenPlainLine(line: string): boolean {
  const text = itemText(line);
  return WORDS.test(text) && !HEADING.test(line) && !MERGE_MARKERS.has(line.trim()) && !STRUCK_THROUGH.test(text) && !MARKED_DONE.test(text);
}

/** The lines of a day's notes that aren't done, as written (trailing spaces trimmed), each once. */
export function unfinishedLines(notes: string): string[] {
  const lines = linesOf(notes);
  const items = lines.map((line) => CHECKLIST_ITEM.exec(line));
  const isChecklist = items.some((item) => item !== null);
  const unfinished = lines.filter((line, index) => {
    if (!isChecklist) return isOpenPlainLine(line);
    const item = items[index];
    return item != null && OPEN.test(item[1]!) && WORDS.test(itemText(line));
  });
  return withoutRepeats(unfinished);
}

function withoutRepeats(lines: readonly string[]): string[] {
  const seen = new Set<string>();
  return lines.filter((line) => {
    const key = itemText(line);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export interface LinesAdded {
  text: string;
  /** The lines that were not there yet, in the order they were added. */
  added: string[];
}

/**
 * `notes` with `lines` added at the end, leaving out each line whose words the notes already hold
 * (ticked or not, with any list marker), so carrying the same lines twice adds nothing the second time.
 */
export function withLinesAdded(notes: string, lines: readonly string[]): LinesAdded {
  const present = new Set(linesOf(notes).map(itemText));
  const added = withoutRepeats(lines).filter((line) => WORDS.test(itemText(line)) && !present.has(itemText(line)));
  if (added.length === 0) return { text: notes, added };
  const separator = notes === '' || notes.endsWith('\n') ? '' : '\n';
  return { text: `${notes}${separator}${added.join('\n')}`, added };
}

export interface CarriedTask extends Pick<BucketTask, 'completed' | 'failed' | 'skipped'> {
  /** The recurring series the task belongs to, or null for a one-off task. */
  seriesId: number | null;
}

export interface TasksToCarry<T> {
  /** The day's open tasks that move to the next day. */
  moving: T[];
  /** Open tasks of a series that has a task of its own on the next day: moving them would do it twice. */
  comingBack: T[];
}

/**
 * Which of a day's tasks move to the next day: the open ones (not completed, failed or skipped). A task of
 * a recurring series moves too (it still counts on its series' day), except when the series has a task on
 * the next day already, which is where the person will do it.
 */
export function tasksToCarry<T extends CarriedTask>(dayTasks: readonly T[], nextDayTasks: readonly Pick<CarriedTask, 'seriesId'>[]): TasksToCarry<T> {
  const seriesNextDay = new Set(nextDayTasks.map((task) => task.seriesId).filter((id) => id !== null));
  const open = dayTasks.filter((task) => !isSettled(task));
  return {
    moving: open.filter((task) => task.seriesId === null || !seriesNextDay.has(task.seriesId)),
    comingBack: open.filter((task) => task.seriesId !== null && seriesNextDay.has(task.seriesId)),
  };
}
