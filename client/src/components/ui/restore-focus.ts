/**
 * Keyboard focus never falls to <body> when what had it goes away: a dialog closes, the row it was in
 * is deleted, or the card it was in moves to another list. <body> would send a keyboard or screen
 * reader user back to the top of the page.
 */

const FOCUS_ROW = 'data-focus-row';
/** Marks a row of a list (a task, a goal card) with a key that stays the same wherever the row moves. */
export const focusRow = (key: string) => ({ [FOCUS_ROW]: key });

const DIALOG = '[role="dialog"], [role="alertdialog"]';
const TABBABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Where an element sat, to find a stand-in for it once it is gone. */
interface Place {
  element: HTMLElement;
  /** Its aria-label, to find the same control in its row drawn again elsewhere. */
  label: string | null;
  rowKey: string | null;
  list: Element | null;
  index: number;
  section: Element | null;
}

/** The element that last had focus outside any dialog: while a dialog is open, what opened it. */
let lastOutside: Place | null = null;
/** A mouse or a finger moved focus last: a stand-in takes focus without scrolling the page to it. */
let pointerLast = false;

/** Nothing has focus, or only an element of a dialog that is closing. */
const focusIsLost = () => !document.activeElement || document.activeElement === document.body || !document.activeElement.isConnected;

const rowsOf = (list: Element) => Array.from(list.children).filter((child) => child.hasAttribute(FOCUS_ROW));

function placeOf(element: HTMLElement): Place {
  const row = element.closest(`[${FOCUS_ROW}]`);
  const list = row?.parentElement ?? null;
  return {
    element,
    label: element.getAttribute('aria-label'),
    rowKey: row?.getAttribute(FOCUS_ROW) ?? null,
    list,
    index: list && row ? rowsOf(list).indexOf(row) : -1,
    section: element.closest('section'),
  };
}

const firstTabbable = (container: Element) =>
  Array.from(container.querySelectorAll<HTMLElement>(TABBABLE)).find((element) => element.getClientRects().length > 0) ?? null;

/** A heading or landmark that takes focus only from code, not as a Tab stop. */
function focusableByCode(element: HTMLElement): HTMLElement {
  if (!element.hasAttribute('tabindex')) element.tabIndex = -1;
  return element;
}

/**
 * What should have focus now that `place` may be gone: the element itself; else the same control in
 * its row drawn again (the row moved to another list); else the row now in its place, or the one
 * before it; else its section's heading; else the page's main content.
 */
function standIn(place: Place): HTMLElement | null {
  const { element } = place;
  if (element.isConnected && !element.matches(':disabled')) return element;
  if (place.rowKey !== null) {
    const row = Array.from(document.querySelectorAll(`[${FOCUS_ROW}]`)).find((element) => element.getAttribute(FOCUS_ROW) === place.rowKey);
    if (row) {
      const same = Array.from(row.querySelectorAll<HTMLElement>('[aria-label]:not(:disabled)')).find(
        (candidate) => candidate.getAttribute('aria-label') === place.label,
      );
      return same ?? firstTabbable(row);
    }
  }
  if (place.list?.isConnected) {
    const rows = rowsOf(place.list);
    const neighbour = rows[place.index] ?? rows[place.index - 1];
    const target = neighbour && firstTabbable(neighbour);
    if (target) return target;
  }
  const heading = place.section?.isConnected ? place.section.querySelector<HTMLElement>('h1, h2, h3') : null;
  if (heading) return focusableByCode(heading);
  const main = document.querySelector<HTMLElement>('main');
  return main && focusableByCode(main);
}

/**
 * A keyboard user is shown where focus went; a mouse user, whose ticked task just sank to the end of
 * the list, keeps their place on the page.
 */
const moveFocusTo = (target: HTMLElement | null) => target?.focus({ preventScroll: pointerLast });

if (typeof document !== 'undefined') {
  document.addEventListener('focusin', (event) => {
    const target = event.target;
    // While a dialog is open, focus outside it is in one of its pop-ups (a select's list): not the opener.
    if (!(target instanceof HTMLElement) || document.querySelector(DIALOG)) return;
    // A menu item stands for the menu's button: that is what stays once the menu has closed.
    const menu = target.closest('[role="menu"]');
    const button = menu && document.getElementById(menu.getAttribute('aria-labelledby') ?? '');
    lastOutside = placeOf(button ?? target);
  });
  // A click elsewhere on the page is a deliberate move: focus it left is not to be brought back. A click
  // on what has focus already moves nothing (and no focusin follows): its place stays the one to return to.
  document.addEventListener(
    'pointerdown',
    (event) => {
      pointerLast = true;
      const target = event.target;
      if (target instanceof Element && target.closest(`${DIALOG}, [role="menu"]`)) return;
      const focused = document.activeElement;
      lastOutside = focused instanceof HTMLElement && focused !== document.body && target instanceof Node && focused.contains(target) ? placeOf(focused) : null;
    },
    true,
  );
  document.addEventListener('keydown', () => (pointerLast = false), true);
  // The focused element was removed, or moved (React moves a row by taking it out and putting it
  // back). Checked after a macrotask, so that the code that moved focus on purpose (an effect,
  // Radix's own focus return) goes first.
  let checking = false;
  new MutationObserver(() => {
    if (checking || !lastOutside || !focusIsLost()) return;
    checking = true;
    setTimeout(() => {
      checking = false;
      if (lastOutside && focusIsLost() && !document.querySelector(DIALOG)) moveFocusTo(standIn(lastOutside));
    });
  }).observe(document.documentElement, { childList: true, subtree: true });
}

/**
 * For dialogs opened from state rather than a Trigger: gives focus back on close to what had it
 * before the dialog opened, or to its stand-in when that is gone (Radix would otherwise drop it on
 * <body>). Spread onto the dialog's Content.
 */
export const restoreFocus = {
  onCloseAutoFocus(event: Event) {
    if (!lastOutside) return;
    event.preventDefault();
    const active = document.activeElement;
    const closing = event.target instanceof Element ? event.target : null;
    // Something put focus elsewhere on purpose (or already found the stand-in), or a dialog opened while
    // this one was closing (Ctrl+K right after Escape) has it: it stays there.
    if (active && !focusIsLost() && (!active.closest(DIALOG) || (closing !== null && !closing.contains(active)))) return;
    moveFocusTo(standIn(lastOutside));
  },
};
