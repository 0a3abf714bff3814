/** Calls `then` once #root's `data-prerendered` is gone: the page is live (`MarkHydrated`), or drawn anew. */
function whenLive(root: HTMLElement, then: () => void): void {
  const untilLive = new MutationObserver(() => {
    if (root.hasAttribute('data-prerendered')) return;
    untilLive.disconnect();
    then();
  });
  untilLive.observe(root, { attributes: true, attributeFilter: ['data-prerendered'] });
}

/**
 * Until React has taken over a page drawn before its code came (the landing page, decision 30; a signed-in page
 * drawn on the server, decision 32), its buttons have no handlers: the last one pressed is pressed again once the
 * page is live, when `MarkHydrated` takes #root's `data-prerendered` away. From `hydrate` on (main.tsx marks #root
 * 'hydrating'), React replays what is clicked itself. Links need none of this: they are plain links.
 */
export function replayEarlyPress(root: HTMLElement, drawnAs: 'landing' | 'page', onPress?: () => void): void {
  let pressed: HTMLButtonElement | null = null;
  const keepPress = (event: MouseEvent) => {
    const button = (event.target as Element | null)?.closest('button');
    if (!button || root.dataset.prerendered !== drawnAs) return;
    pressed = button;
    onPress?.();
  };
  document.addEventListener('click', keepPress, true);
  whenLive(root, () => {
    document.removeEventListener('click', keepPress, true);
    // A page drawn anew rather than taken over is live before React has drawn it: no handler takes that press.
    if (pressed?.isConnected) pressed.click();
  });
}

/** Enough for a `G` pair with a stray key before it. */
const MAX_KEYS = 3;
const nothingFocused = () => document.activeElement === document.body;

/**
 * A signed-in page's keyboard shortcuts are heard from when it is live, hydrated or not: the keys pressed before
 * that with nothing focused (a person who reloads and presses Ctrl+B or G T at once) are pressed again then, in
 * order, while nothing is focused. Only a character's key can be a shortcut then (Delete acts on a chosen row);
 * keys pressed in a field, on a button or after moving the focus had their own effect already, and are not kept.
 * A page drawn anew hears none of them, as for a press.
 */
export function replayEarlyKeys(root: HTMLElement): void {
  const keys: KeyboardEvent[] = [];
  const keepKey = (event: KeyboardEvent) => {
    if (nothingFocused() && event.key.length === 1 && !event.repeat && !event.isComposing) keys.push(event);
  };
  document.addEventListener('keydown', keepKey, true);
  whenLive(root, () => {
    document.removeEventListener('keydown', keepKey, true);
    // A keyboard event is its own init: key, code, modifiers, bubbling and cancelable.
    for (const key of keys.slice(-MAX_KEYS)) if (nothingFocused()) document.body.dispatchEvent(new KeyboardEvent('keydown', key));
  });
}
