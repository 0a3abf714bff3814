/**
 * Until React has taken over a page drawn before its code came (the landing page, decision 30; a signed-in page
 * drawn on the server, decision 32), its buttons have no handlers: the last one pressed is pressed again once the
 * page is live, when `MarkHydrated` takes #root's `data-prerendered` away. From `hydrate` on (main.tsx marks #root
 * 'hydrating'), React replays what is clicked itself. Links need none of this: they are plain links.
 *
 * A signed-in page's keyboard shortcuts are heard from when it is live, hydrated or not: the keys pressed before
 * that with nothing focused (a person who reloads and presses Ctrl+B or G T at once) are pressed again then, in
 * order. Keys pressed in a field, on a button or after moving the focus had their own effect already, and are not.
 */
export function replayEarlyPress(root: HTMLElement, drawnAs: 'landing' | 'page', onPress?: () => void): void {
  let pressed: HTMLButtonElement | null = null;
  const keepPress = (event: MouseEvent) => {
    const button = (event.target as Element | null)?.closest('button');
    if (!button || root.dataset.prerendered !== drawnAs) return;
    pressed = button;
    onPress?.();
  };
  const keys: KeyboardEvent[] = [];
  const keepKey = (event: KeyboardEvent) => {
    if (!nothingFocused() || !mayBeShortcut(event)) return;
    keys.push(event);
    if (keys.length > MAX_KEYS) keys.shift();
  };
  document.addEventListener('click', keepPress, true);
  if (drawnAs === 'page') document.addEventListener('keydown', keepKey, true);
  const untilLive = new MutationObserver(() => {
    if (root.hasAttribute('data-prerendered')) return;
    untilLive.disconnect();
    document.removeEventListener('click', keepPress, true);
    document.removeEventListener('keydown', keepKey, true);
    // A page drawn anew rather than taken over is live before React has drawn it: no handler takes that press,
    // nor those keys.
    if (pressed?.isConnected) pressed.click();
    for (const key of keys) if (nothingFocused()) document.body.dispatchEvent(copyOf(key));
  });
  untilLive.observe(root, { attributes: true, attributeFilter: ['data-prerendered'] });
}

/** Enough for a `G` pair with a stray key before it. */
const MAX_KEYS = 3;
/** Keys that are never a shortcut alone, or whose own effect (moving the focus) the browser has had. */
const NEVER_SHORTCUTS = new Set(['Shift', 'Control', 'Alt', 'AltGraph', 'Meta', 'CapsLock', 'Tab', 'Unidentified']);

const nothingFocused = () => document.activeElement === null || document.activeElement === document.body;
const mayBeShortcut = (event: KeyboardEvent) => !event.repeat && !event.isComposing && !NEVER_SHORTCUTS.has(event.key);

const copyOf = ({ key, code, ctrlKey, metaKey, altKey, shiftKey }: KeyboardEvent) =>
  new KeyboardEvent('keydown', { key, code, ctrlKey, metaKey, altKey, shiftKey, bubbles: true, cancelable: true });
