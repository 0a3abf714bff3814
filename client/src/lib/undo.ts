import { MutationObserver, type QueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast-store';
import { messageOf } from './api-client';
import { PLANNER_MUTATION_KEY, refetchPlannerData } from './query-keys';

/**
 * Sends an Undo's request as a planner change like the others (waiting behind the changes of its
 * `scope`, ending with the usual refetch), outside any component: the row that offered Undo is usually
 * gone by then. Resolves once the lists have been fetched again; a refusal says why in a toast.
 */
export function sendUndo<T>(queryClient: QueryClient, request: () => Promise<T>, scope?: string): Promise<T> {
  const observer = new MutationObserver<T, Error, void>(queryClient, {
    mutationKey: PLANNER_MUTATION_KEY,
    ...(scope !== undefined && { scope: { id: scope } }),
    mutationFn: request,
    onError: (error) => toast({ title: 'Could not undo', description: messageOf(error, 'Please try again.'), variant: 'destructive' }),
    onSettled: () => refetchPlannerData(queryClient),
  });
  return observer.mutate();
}

/**
 * Focuses the element `selector` finds as soon as it is on the page (a restored row shows after the
 * refetch), or else the main content, so that focus never stays on the toast that is gone.
 */
export function focusWhenShown(selector: string, timeoutMs = 2000): void {
  const deadline = performance.now() + timeoutMs;
  const attempt = () => {
    const target = document.querySelector<HTMLElement>(selector);
    if (target) return target.focus();
    if (performance.now() < deadline) return void requestAnimationFrame(attempt);
    const main = document.querySelector<HTMLElement>('main');
    if (!main) return;
    main.tabIndex = -1;
    main.focus();
  };
  attempt();
}

export interface UndoOffer {
  title: string;
  description?: string;
  /** What a screen reader hears about doing the same without the toast. */
  altText: string;
  /** Takes the change back on the server (`sendUndo`); rejects, having said why, when it can't. */
  undo(): Promise<unknown>;
  /** The toast once it is undone. */
  undone: { title: string; description?: string };
  /** Where focus goes once it is undone: the row that came back. */
  focusSelector: string;
}

/** A success toast with an Undo button (keyboard: F8 reaches the toast, Tab the button). */
export function toastWithUndo(offer: UndoOffer): void {
  toast({
    title: offer.title,
    description: offer.description,
    variant: 'success',
    action: {
      label: 'Undo',
      altText: offer.altText,
      onClick: () => {
        offer.undo().then(
          () => {
            toast(offer.undone);
            focusWhenShown(offer.focusSelector);
          },
          // The undo's own failure toast has said why.
          () => {},
        );
      },
    },
  });
}
