import { useEffect, useReducer, type ComponentType } from 'react';
import { whenIdle } from './when-idle';

export type LazyComponent<Props extends object = object> = ComponentType<Props> & { preload: () => Promise<void> };

interface LazyOptions<Props> {
  /**
   * When given, the code loads at once only while this holds (a dialog that is open), and otherwise once the
   * browser is idle: a page that holds the component draws its content first.
   */
  neededNow?: (props: Props) => boolean;
}

/**
 * A component whose code loads when it is first drawn, or earlier through `preload`: until then it draws
 * `Fallback`. Unlike `React.lazy` it draws a loaded component at once, and never suspends: React holds a
 * Suspense boundary's content back until 300 ms after its fallback was shown, which on every full load
 * of a signed-in page (the shell, then the page) kept finished content off the screen for that long.
 * A failed download is thrown when drawn, for the error boundaries, as `React.lazy` does.
 */
export function lazyComponent<K extends string, Props extends object = object>(
  load: () => Promise<Record<K, ComponentType<Props>>>,
  name: K,
  Fallback: ComponentType,
  { neededNow }: LazyOptions<Props> = {},
): LazyComponent<Props> {
  let loaded: ComponentType<Props> | undefined;
  let failure: { error: unknown } | undefined;
  let loading: Promise<void> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (module) => {
        loaded = module[name];
      },
      (error: unknown) => {
        failure = { error };
      },
    ));

  function Lazy(props: Props) {
    const [, redraw] = useReducer((count: number) => count + 1, 0);
    const needed = neededNow?.(props) ?? true;
    const Loaded = loaded;
    useEffect(() => {
      if (loaded || failure) {
        // The code came (a preload) after this drawing showed the fallback but before its effects ran.
        if (!Loaded) redraw();
        return;
      }
      const start = () => void preload().then(redraw);
      if (needed) start();
      else return whenIdle(start);
    }, [needed, Loaded]);
    if (failure) throw failure.error;
    return Loaded ? <Loaded {...props} /> : <Fallback />;
  }
  Lazy.displayName = `Lazy(${name})`;
  return Object.assign(Lazy, { preload });
}
