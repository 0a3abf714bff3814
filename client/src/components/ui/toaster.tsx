import { Toast as ToastPrimitive } from 'radix-ui';
import { X } from 'lucide-react';
import { cn } from '@/lib/cn';
import { dismissToast, useToasts } from './toast-store';

export const TOAST_DURATION_MS = 5000;
const SWIPE_THRESHOLD_PX = 50;
const ACTION_CLASSES = 'rounded-md border border-border px-3 py-1.5 text-sm font-medium hover:bg-muted';

const variantClasses = {
  default: 'border-border bg-surface text-foreground',
  success: 'border-success-border bg-surface text-foreground',
  destructive: 'border-destructive-border bg-destructive text-destructive-foreground',
};

/** Spec section 9: 5 s on screen, swipe right to dismiss, F8 focuses the toast area. */
export function Toaster() {
  const toasts = useToasts();
  return (
    <ToastPrimitive.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={SWIPE_THRESHOLD_PX}>
      {toasts.map((message) => (
        <ToastPrimitive.Root
          key={message.id}
          data-testid={message.stickyKey ? 'sticky-toast' : 'toast'}
          {...(message.stickyKey && { duration: Infinity })}
          onOpenChange={(open) => {
            if (!open) dismissToast(message.id);
          }}
          className={cn(
            'group pointer-events-auto relative flex w-full items-start gap-3 rounded-lg border p-4 pr-9 shadow-lg data-[state=open]:animate-slide-in-right data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform data-[swipe=end]:animate-none',
            variantClasses[message.variant ?? 'default'],
          )}
        >
          <div className="grid min-w-0 gap-1">
            <ToastPrimitive.Title className="text-sm font-semibold">{message.title}</ToastPrimitive.Title>
            {message.description && (
              <ToastPrimitive.Description className="text-sm opacity-90">{message.description}</ToastPrimitive.Description>
            )}
            {message.actions && (
              <div className="mt-2 flex flex-wrap gap-2">
                {message.actions.map((action) => (
                  <ToastPrimitive.Action key={action.label} altText={action.altText} onClick={action.onClick} className={ACTION_CLASSES}>
                    {action.label}
                  </ToastPrimitive.Action>
                ))}
              </div>
            )}
          </div>
          {message.action && (
            <ToastPrimitive.Action
              altText={message.action.altText}
              onClick={message.action.onClick}
              className={cn('ml-auto shrink-0 self-center', ACTION_CLASSES)}
            >
              {message.action.label}
            </ToastPrimitive.Action>
          )}
          <ToastPrimitive.Close
            aria-label="Dismiss notification"
            className="absolute right-2 top-2 rounded-md p-1 opacity-70 hover:opacity-100"
          >
            <X className="size-4" aria-hidden />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport className="fixed bottom-0 right-0 z-[100] m-0 flex w-full max-w-sm list-none flex-col gap-2 p-4 outline-none" />
    </ToastPrimitive.Provider>
  );
}
