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
  const untilLive = new MutationObserver(() => {
    if (root.hasAttribute('data-prerendered')) return;
    untilLive.disconnect();
    document.removeEventListener('click', keepPress, true);
    // A page drawn anew rather than taken over is live before React has drawn it: no handler takes that press.
    if (pressed?.isConnected) pressed.click();
  });
  untilLive.observe(root, { attributes: true, attributeFilter: ['data-prerendered'] });
}
